// Compiles the server ahead of time into ES modules, dist/main.js and its password-hashing thread, so production runs plain
// JavaScript (no TypeScript loader). The workspace contract is bundled in (it exports
// TypeScript source); every other package stays an import from node_modules.
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');

export async function buildServer() {
  await build({
    // The password-hashing thread is a file of its own (platform/auth/hashing-pool.ts starts it beside main.js).
    entryPoints: {
      main: path.join(serverRoot, 'src/main.ts'),
      'hashing-worker': path.join(serverRoot, 'src/platform/auth/hashing-worker.ts'),
    },
    outdir: path.join(serverRoot, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@kt/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
}

if (process.argv[1] === import.meta.filename) await buildServer();
