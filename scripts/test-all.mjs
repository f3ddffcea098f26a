// `npm test`: every layer, in order, failing fast: build, unit and API tests of each
// workspace (vitest), the bundle budget, then the browser journeys (Playwright, Chromium).
// Prints one closing line with the test counts of all runners.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'kt-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, options = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
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

function finish(ok) {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  process.exit(ok ? 0 : 1);
}

if (!run('build', 'npm', ['run', 'build', '--silent'])) finish(false);

for (const workspace of ['packages/contract', 'apps/web', 'apps/server']) {
  const report = path.join(reports, `${workspace.replace('/', '-')}.json`);
  const ok = run(`unit and API tests: ${workspace}`, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: path.join(root, workspace),
  });
  addVitest(report);
  if (!ok) finish(false);
}

if (!run('bundle budget', 'node', ['scripts/bundle-budget.mjs'])) finish(false);

const e2eReport = path.join(reports, 'e2e.json');
const e2eOk = run('browser journeys (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  cwd: path.join(root, 'e2e'),
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
});
addPlaywright(e2eReport);
finish(e2eOk);
