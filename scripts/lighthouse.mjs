// Lighthouse mobile audits of the built web app (issue 13): performance and accessibility of the
// public first pages and the dealer settings pages, the median of several runs per page (single
// runs on a small machine vary by 10 points). Builds nothing: run `npm run build` first.
//
// It starts the built server as the e2e suite does (a throwaway embedded database with the demo
// seed) on 127.0.0.1, signs the demo dealer in through the API for the dealer pages, and puts
// what a page reads from browser storage (pincode, sell item, the auth record) in place before
// the page's own scripts run. Exits 1 when a page is under the targets.
//
//   npm run lighthouse -- [--runs 3] [--out FILE] [--reports DIR] [--pages /,/sell]
//
// Chromium and its flags: the e2e suite's (e2e/support/chromium.ts; CHROMIUM_PATH, else Debian's).
// Run through tsx, which lets this script import that TypeScript module.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
// Lighthouse's own browser driver (a dependency of lighthouse, at the version it is tested with).
import puppeteer from 'puppeteer-core';
import { chromiumArgs, findChromium } from '../e2e/support/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const targets = { performance: 95, accessibility: 100 };
/** Tries of one run when Lighthouse reports that it could not measure. */
const maxAttempts = 3;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: path.join(os.tmpdir(), 'kt-lighthouse.json') },
    reports: { type: 'string' },
    pages: { type: 'string' },
    port: { type: 'string', default: process.env.LIGHTHOUSE_PORT ?? '3300' },
  },
});
const runs = Number(args.runs);
const port = Number(args.port);
const origin = `http://127.0.0.1:${port}`;

/** The seeded, verified demo dealer (apps/server/src/seed). */
const demoDealer = { email: 'kabadi@example.com', password: 'Kabadi@2026' };

/** The browser storage keys of apps/web/src/lib/browser-storage.ts; values are JSON. */
const chosenArea = { 'kt.pincode': '282001', 'kt.sellItem': 'e-waste' };

/** Each audited page: its path, and whether it needs the signed-in dealer and which stored values. */
const pages = [
  { path: '/', storage: {} },
  { path: '/sell', storage: {} },
  { path: '/sell/sellitem', storage: chosenArea },
  { path: '/faq', storage: {} },
  // The demo dealer's public page, opened without a session (from a QR code); its id is read at run time.
  { path: '/marketplace/{demo dealer}/', demoDealerPage: true, storage: {} },
  { path: '/dealer/requests', dealer: true },
  { path: '/dealer/settings', dealer: true },
  { path: '/dealer/settings/documentupload', dealer: true },
  { path: '/dealer/settings/addarea', dealer: true },
  { path: '/dealer/settings/setprice', dealer: true },
  { path: '/dealer/settings/setprice/editprice', dealer: true, storage: { 'kt.priceCategory': 'Paper' } },
  { path: '/dealer/settings/setprice/editprice/pricelist', dealer: true },
  { path: '/dealer/settings/requestcategory', dealer: true },
  { path: '/dealer/settings/addemployee', dealer: true },
  { path: '/dealer/settings/initiatives', dealer: true },
].filter((page) => !args.pages || args.pages.split(',').includes(page.path));

function fail(message) {
  console.error(`lighthouse: ${message}`);
  process.exit(2);
}

/** The built server on a fresh embedded database, seeded with the demo data, as e2e/playwright.config.ts starts it. */
async function startServer(dataDir) {
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PUBLIC_URL: origin,
      // Every audit signs in from 127.0.0.1.
      RATE_LIMIT_SCALE: '20',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`the server exited (${server.exitCode}) before answering`);
    try {
      if ((await fetch(`${origin}/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  fail(`the server did not answer ${origin}/health within 120 s`);
}

/** Signs the demo dealer in through the API: the auth record the web app keeps after sign-in. */
async function signInDealer() {
  const response = await fetch(`${origin}/v3/api/sign_in/dealer/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoDealer),
  });
  if (response.status !== 200) fail(`sign-in of ${demoDealer.email} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One Lighthouse run of one page in a fresh tab, with the page's storage set before its scripts run. */
async function audit(browser, page, storage) {
  const tab = await browser.newPage();
  try {
    // Lighthouse clears the origin's storage before it navigates; this runs in the new document after that.
    await tab.evaluateOnNewDocument(
      // Runs in the page (globalThis is its window).
      (expectedOrigin, items) => {
        if (globalThis.location.origin !== expectedOrigin) return;
        for (const [key, value] of Object.entries(items)) globalThis.localStorage.setItem(key, JSON.stringify(value));
      },
      origin,
      storage,
    );
    const result = await lighthouse(
      `${origin}${page.url ?? page.path}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      undefined,
      tab,
    );
    if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
    return result.lhr;
  } finally {
    await tab.close();
  }
}

const metricIds = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((item) => item && item.score !== null && item.score < 1 && item.scoreDisplayMode !== 'notApplicable')
    .map((item) => item.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics: Object.fromEntries(metricIds.map((id) => [id, Math.round((lhr.audits[id]?.numericValue ?? 0) * 1000) / 1000])),
    accessibilityFailures: failing,
    runtimeError: lhr.runtimeError?.message,
  };
}

if (!Number.isInteger(runs) || runs < 1) fail('--runs takes a whole number of runs, 1 or more');
if (pages.length === 0) fail(`no page matches --pages ${args.pages}`);
if (!existsSync(path.join(root, 'apps/web/dist/index.html')) || !existsSync(path.join(root, 'apps/server/dist/main.js'))) fail('no build found: run `npm run build` first');
const chromePath = findChromium();

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kt-lighthouse-'));
const server = await startServer(dataDir);
const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: chromiumArgs });
const chromium = await browser.version();
const results = [];
try {
  if (args.reports) await mkdir(args.reports, { recursive: true });
  for (const page of pages) if (page.demoDealerPage) page.url = `/marketplace/${(await signInDealer()).id}/`;
  for (const page of pages) {
    const summaries = [];
    for (let run = 1; run <= runs; run += 1) {
      // A fresh session per run: the app may rotate the refresh token during a run.
      let lhr;
      // Lighthouse itself sometimes fails to record a trace (NO_NAVSTART): such a run measured
      // nothing and is run again, not counted as a score of 0.
      for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
        const storage = { ...(page.storage ?? {}), ...(page.dealer ? { 'kt.auth': await signInDealer() } : {}) };
        lhr = await audit(browser, page, storage);
        if (!lhr.runtimeError) break;
        console.log(`lighthouse: ${page.path} run ${run}: ${lhr.runtimeError.code}${attempt < maxAttempts ? ', running it again' : ''}`);
      }
      const summary = summarise(lhr);
      summaries.push(summary);
      console.log(`lighthouse: ${page.path} run ${run}: performance ${summary.performance}, accessibility ${summary.accessibility}`);
      if (args.reports) {
        const name = `${page.path.replace(/^\/$/, 'home').replace(/^\//, '').replaceAll('/', '_')}-${run}.json`;
        await writeFile(path.join(args.reports, name), JSON.stringify(lhr));
      }
    }
    const performance = median(summaries.map((summary) => summary.performance));
    const accessibility = median(summaries.map((summary) => summary.accessibility));
    results.push({
      page: page.path,
      performance,
      accessibility,
      meetsTargets: performance >= targets.performance && accessibility >= targets.accessibility,
      runs: summaries,
    });
  }
} finally {
  await browser.close();
  server.kill();
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  await rm(dataDir, { recursive: true, force: true });
}

const width = Math.max(...results.map((result) => result.page.length), 4);
console.log(`\n${'page'.padEnd(width)}  performance  accessibility   (median of ${runs}, mobile, simulated throttling)`);
for (const result of results) {
  console.log(
    `${result.page.padEnd(width)}  ${String(result.performance).padStart(11)}  ${String(result.accessibility).padStart(13)}   ${result.meetsTargets ? 'ok' : 'UNDER TARGET'}`,
  );
}
const report = { when: new Date().toISOString(), chromium, runsPerPage: runs, targets, results };
await mkdir(path.dirname(path.resolve(args.out)), { recursive: true });
await writeFile(args.out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nlighthouse: written to ${args.out}`);
process.exit(results.every((result) => result.meetsTargets) ? 0 : 1);
