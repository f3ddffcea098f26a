// `npm start`: builds the web app and compiles the server only when their sources changed
// since the last build, then runs the compiled server (plain JavaScript).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { isUpToDate, writeStamp } from './build-stamp.mjs';

const [nodeMajor, nodeMinor] = process.versions.node.split('.').map(Number);
if (nodeMajor < 22 || (nodeMajor === 22 && nodeMinor < 12)) {
  console.error(`npm start needs Node.js 22.12 or newer (built and tested on 24 LTS); this is ${process.versions.node}. README, "Run it", says how to get 24.`);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);
const shared = [at('packages/contract/src'), at('packages/contract/package.json'), at('package-lock.json')];
const builds = [
  {
    name: 'web app',
    workspace: 'apps/web',
    stamp: at('apps/web/dist/.build-stamp'),
    inputs: [at('apps/web/src'), at('apps/web/public'), at('apps/web/index.html'), at('apps/web/vite.config.ts'), at('apps/web/package.json'), ...shared],
  },
  {
    name: 'server',
    workspace: 'apps/server',
    stamp: at('apps/server/dist/.build-stamp'),
    inputs: [at('apps/server/src'), at('apps/server/scripts/build.mjs'), at('apps/server/package.json'), ...shared],
  },
];

for (const build of builds) {
  if (isUpToDate(build.stamp, build.inputs)) {
    console.log(`${build.name}: up to date`);
    continue;
  }
  console.log(`${build.name}: sources changed, building`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '--workspace', build.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeStamp(build.stamp, build.inputs);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], { cwd: at('apps/server'), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
