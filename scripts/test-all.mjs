// `npm test`: every layer, each run to its end even when another fails: the build, the unit tests
// (Vitest projects unit:*, no database), the API tests (Vitest project api), the bundle budget,
// and the browser journeys (Playwright, Chromium). Independent layers overlap where the cores
// allow: the unit tests beside the build; the API tests beside the bundle budget once the build
// is done (the API apps serve apps/web/dist, which the build rewrites); the journeys after the
// API tests (both use two workers), or beside them on four cores or more.
// Ends with the layers that failed, then one closing line with the test counts of all runners.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'kt-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {{ name: string; ok: boolean; seconds?: number; note?: string }[]} */
const layers = [];
const roomy = os.availableParallelism() >= 4;
// Output goes through a pipe (to prefix each line with its layer): keep the colours of a terminal.
const colour = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};

/** Runs one layer, each line of its output prefixed with its name; resolves true when it passed. */
function run(name, command, args, options = {}) {
  const started = performance.now();
  console.log(`=== ${name}: ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
      env: { ...process.env, ...colour, ...options.env },
    });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
    const finish = (ok, note) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      layers.push({ name, ok, seconds, ...(note ? { note } : {}) });
      console.log(`=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s${note ? ` (${note})` : ''}`);
      resolve(ok);
    };
    child.on('error', (error) => finish(false, error.message));
    child.on('close', (code, signal) => finish(code === 0, signal ? `killed by ${signal}` : code === 0 ? '' : `exit code ${code}`));
  });
}

function notRun(name, why) {
  layers.push({ name, ok: false, note: `not run: ${why}` });
  console.log(`=== ${name}: not run (${why})`);
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

/** A Vitest run of some projects (names or wildcards), counted from its JSON report. */
async function vitest(name, project) {
  const report = path.join(reports, `${name}.json`);
  const ok = await run(name, 'npx', ['vitest', 'run', `--project=${project}`, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  addVitest(report);
  return ok;
}

async function journeys() {
  const report = path.join(reports, 'e2e.json');
  const ok = await run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: path.join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  addPlaywright(report);
  return ok;
}

const [built] = await Promise.all([run('build', 'npm', ['run', 'build', '--silent']), vitest('unit', 'unit:*')]);

if (built) {
  const budget = run('budget', 'node', ['scripts/bundle-budget.mjs']);
  if (roomy) {
    await Promise.all([vitest('api', 'api'), budget, journeys()]);
  } else {
    await Promise.all([vitest('api', 'api'), budget]);
    await journeys();
  }
} else {
  await vitest('api', 'api');
  notRun('budget', 'the build failed');
  notRun('e2e', 'the build failed');
}

const order = ['build', 'unit', 'api', 'budget', 'e2e'];
layers.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
console.log('\n=== layers ===');
for (const layer of layers) {
  const time = layer.seconds === undefined ? '' : `${layer.seconds} s`;
  console.log(`${layer.name.padEnd(7)} ${(layer.ok ? 'passed' : 'FAILED').padEnd(7)} ${time.padStart(6)}${layer.note ? `  ${layer.note}` : ''}`);
}
const failedLayers = layers.filter((layer) => !layer.ok).map((layer) => layer.name);
if (failedLayers.length > 0) console.log(`failed layers: ${failedLayers.join(', ')}`);
console.log(`all layers in ${Math.round(performance.now() / 1000)} s`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedLayers.length > 0 ? 1 : 0);
