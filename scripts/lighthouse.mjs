// Lighthouse mobile audits of the built web app (issues 13 and 26): performance, accessibility,
// largest contentful paint and total blocking time of the public first pages and the dealer
// settings pages, the median of several runs per page (single runs on a small machine vary by 10
// points); and, on the public first pages, when the first heading paints on DevTools' Slow 3G
// with a 4x CPU slowdown. Builds nothing: run `npm run build` first.
//
// It starts the built server as the e2e suite does (a throwaway embedded database with the demo
// seed) on 127.0.0.1, signs the demo dealer in through the API for the dealer pages, and puts
// what a page reads from the browser (pincode, sell item, the auth record; the cookies the server
// renders the area from) in place before the page's own scripts run. Every run has a browser
// context of its own, so no run inherits another's storage, cookies or cache. Exits 1 when a page
// misses a target.
//
//   npm run lighthouse -- [--runs 3] [--out FILE] [--reports DIR] [--pages /,/sell,/marketplace] [--no-slow3g] [--lang hi]
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
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
// Lighthouse's own browser driver (a dependency of lighthouse, at the version it is tested with).
import puppeteer, { PredefinedNetworkConditions } from 'puppeteer-core';
import { chromiumArgs, findChromium } from '../e2e/support/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
/** Issue 26's acceptance: Lighthouse mobile medians, and the first heading on Slow 3G. */
const targets = { performance: 95, accessibility: 100, lcpMs: 2500, tbtMs: 200, slow3gHeadingMs: 2500 };
/**
 * Pages outside issue 26's four (`fullTargets`): the dealer's pages are drawn in the browser after
 * sign-in (decision 017), their first paint waiting for React's runtime; /sell/sellitem with an
 * area hydrates forty price cards with their forms. They are held to performance 90 and
 * accessibility 100, their LCP and TBT reported, not judged (docs/operations.md).
 */
const signedInTargets = { performance: 90, accessibility: 100 };
/** Tries of one run when Lighthouse reports that it could not measure. */
const maxAttempts = 3;
/**
 * DevTools' "Slow 3G" preset as puppeteer copies it: 500 kbit/s x 0.8 each way (50,000 bytes/s)
 * and 400 ms x 5 = 2000 ms of latency added to every request. Applied to the real network (not
 * simulated as Lighthouse's numbers are), with the CPU slowed 4x as DevTools' "4x slowdown".
 */
const slow3g = PredefinedNetworkConditions['Slow 3G'];
const cpuSlowdown = 4;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: path.join(os.tmpdir(), 'kt-lighthouse.json') },
    reports: { type: 'string' },
    pages: { type: 'string' },
    port: { type: 'string', default: process.env.LIGHTHOUSE_PORT ?? '3300' },
    'no-slow3g': { type: 'boolean', default: false },
    // Issue 29: the pages in this language (en, hi), as a visitor who chose it with the switch.
    lang: { type: 'string', default: 'en' },
  },
});
const runs = Number(args.runs);
const port = Number(args.port);
const origin = `http://127.0.0.1:${port}`;

/** The seeded, verified demo dealer (apps/server/src/seed). */
const demoDealer = { email: 'kabadi@example.com', password: 'Kabadi@2026' };

/** The browser storage keys of apps/web/src/lib/browser-storage.ts; values are JSON. */
const chosenArea = { 'kt.pincode': '282001', 'kt.sellItem': 'e-waste' };

/**
 * The cookies browser-storage.ts writes beside these keys (apps/web/src/lib/page-state.ts), the
 * raw value URI-encoded: the server renders the page from them, so without them it would draw a
 * page the stored values then change.
 */
const cookieOfStorageKey = { 'kt.pincode': 'kt_pincode', 'kt.sellItem': 'kt_sell_item' };

/**
 * Each audited page: its path, whether it needs the signed-in dealer, which stored values, and
 * whether its first heading is timed on Slow 3G (the public first pages of issue 26's acceptance).
 */
const pages = [
  { path: '/', storage: {}, slow3g: true, fullTargets: true },
  { path: '/sell', storage: {}, slow3g: true, fullTargets: true },
  { path: '/sell/sellitem', storage: chosenArea },
  { path: '/faq', storage: {}, slow3g: true, fullTargets: true },
  // The demo dealer's public page, opened without a session (from a QR code); its id is read at run time.
  { path: '/marketplace/{demo dealer}/', alias: '/marketplace', demoDealerPage: true, storage: {}, slow3g: true, fullTargets: true },
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
].filter((page) => !args.pages || args.pages.split(',').some((wanted) => wanted === page.path || wanted === page.alias));

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
  const known = values.filter((value) => value !== undefined && value !== null);
  if (known.length === 0) return undefined;
  const sorted = [...known].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * A fresh browser context with a tab whose storage (and the cookies that go with it) is set
 * before the page's scripts run. The cookies are set before navigating, so the server sees them.
 */
async function openTab(browser, storage) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  const cookies = Object.entries(storage)
    .filter(([key]) => cookieOfStorageKey[key])
    .map(([key, value]) => ({
      name: cookieOfStorageKey[key],
      value: encodeURIComponent(String(value)),
      domain: '127.0.0.1',
      path: '/',
      sameSite: 'Lax',
    }));
  // The switch's cookie (issue 29): the server renders the page in that language.
  cookies.push({ name: 'kt_lang', value: args.lang, domain: '127.0.0.1', path: '/', sameSite: 'Lax' });
  await context.setCookie(...cookies);
  await tab.evaluateOnNewDocument(
    // Runs in the page (globalThis is its window).
    (expectedOrigin, items) => {
      if (globalThis.location.origin !== expectedOrigin) return;
      for (const [key, value] of Object.entries(items)) globalThis.localStorage.setItem(key, JSON.stringify(value));
    },
    origin,
    storage,
  );
  return { context, tab };
}

/** One Lighthouse run of one page in a fresh browser context. */
async function audit(browser, page, storage) {
  const { context, tab } = await openTab(browser, storage);
  try {
    const result = await lighthouse(
      `${origin}${page.url ?? page.path}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      undefined,
      tab,
    );
    if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
    return result.lhr;
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page before its own scripts: notes when the first h1 paints. The h1 gets an
 * `elementtiming` attribute as the parser inserts it (a mutation observer's callback runs before
 * the next frame), so Element Timing reports its paint; as a check, a frame loop notes the first
 * frame in which an h1 is laid out with a size (the frame's start, just before it paints).
 */
function watchFirstHeading() {
  // In the page: globalThis is its window.
  const { document, requestAnimationFrame } = globalThis;
  const found = { elementMs: undefined, frameMs: undefined, text: undefined };
  globalThis.__ktFirstHeading = found;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'kt-first-heading' && found.elementMs === undefined) found.elementMs = entry.renderTime || entry.loadTime;
    }
  }).observe({ type: 'element', buffered: true });
  new globalThis.MutationObserver(() => {
    const heading = document.querySelector('h1');
    if (heading && !heading.hasAttribute('elementtiming')) heading.setAttribute('elementtiming', 'kt-first-heading');
  }).observe(document, { childList: true, subtree: true });
  const onFrame = (now) => {
    const heading = document.querySelector('h1');
    const box = heading?.getBoundingClientRect();
    if (heading && box.width > 0 && box.height > 0 && globalThis.getComputedStyle(heading).visibility !== 'hidden') {
      found.frameMs = now;
      found.text = heading.textContent.trim().slice(0, 60);
    } else {
      requestAnimationFrame(onFrame);
    }
  };
  requestAnimationFrame(onFrame);
}

/**
 * One load of a page in a fresh browser context on Slow 3G with the CPU slowed 4x, as the phone
 * Lighthouse emulates: first contentful paint and the first heading's paint, in ms from the start
 * of the navigation.
 */
async function timeFirstHeading(browser, page, storage) {
  const { context, tab } = await openTab(browser, storage);
  try {
    const screen = screenEmulationMetrics.mobile;
    await tab.setUserAgent(userAgents.mobile);
    await tab.setViewport({ width: screen.width, height: screen.height, deviceScaleFactor: screen.deviceScaleFactor, isMobile: true, hasTouch: true });
    await tab.setCacheEnabled(false);
    await tab.emulateNetworkConditions(slow3g);
    await tab.emulateCPUThrottling(cpuSlowdown);
    await tab.evaluateOnNewDocument(watchFirstHeading);
    await tab.goto(`${origin}${page.url ?? page.path}`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    await tab.waitForFunction(() => globalThis.__ktFirstHeading?.frameMs !== undefined, { timeout: 60_000, polling: 100 });
    // Element Timing entries arrive a moment after the paint they report.
    await tab
      .waitForFunction(() => globalThis.__ktFirstHeading.elementMs !== undefined, { timeout: 3_000, polling: 100 })
      .catch(() => undefined);
    const timings = await tab.evaluate(() => ({
      ...globalThis.__ktFirstHeading,
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      responseEndMs: performance.getEntriesByType('navigation')[0]?.responseEnd,
      transferBytes: performance.getEntriesByType('navigation')[0]?.transferSize,
    }));
    const round = (value) => (value === undefined ? undefined : Math.round(value));
    return {
      headingMs: round(timings.elementMs ?? timings.frameMs),
      headingFrameMs: round(timings.frameMs),
      headingElementMs: round(timings.elementMs),
      fcpMs: round(timings.fcpMs),
      htmlResponseEndMs: round(timings.responseEndMs),
      htmlTransferBytes: timings.transferBytes,
      heading: timings.text,
    };
  } finally {
    await context.close();
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

/** What a page's medians miss of the targets, in words; empty when it meets them all. */
function misses(result, page) {
  const missed = [];
  if (!page.fullTargets) {
    if (result.performance < signedInTargets.performance) missed.push(`performance ${result.performance} < ${signedInTargets.performance}`);
    if (result.accessibility < signedInTargets.accessibility) missed.push(`accessibility ${result.accessibility} < ${signedInTargets.accessibility}`);
    return missed;
  }
  if (result.performance < targets.performance) missed.push(`performance ${result.performance} < ${targets.performance}`);
  if (result.accessibility < targets.accessibility) missed.push(`accessibility ${result.accessibility} < ${targets.accessibility}`);
  if (result.lcpMs > targets.lcpMs) missed.push(`LCP ${result.lcpMs} ms > ${targets.lcpMs}`);
  if (result.tbtMs > targets.tbtMs) missed.push(`TBT ${result.tbtMs} ms > ${targets.tbtMs}`);
  if (result.slow3g && !(result.slow3g.headingMs <= targets.slow3gHeadingMs)) {
    missed.push(`Slow 3G heading ${result.slow3g.headingMs ?? 'never'} ms > ${targets.slow3gHeadingMs}`);
  }
  return missed;
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
      console.log(
        `lighthouse: ${page.path} run ${run}: performance ${summary.performance}, accessibility ${summary.accessibility}, ` +
          `LCP ${Math.round(summary.metrics['largest-contentful-paint'])} ms, TBT ${Math.round(summary.metrics['total-blocking-time'])} ms`,
      );
      if (args.reports) {
        const name = `${(page.alias ?? page.path).replace(/^\/$/, 'home').replace(/^\//, '').replaceAll('/', '_')}-${run}.json`;
        await writeFile(path.join(args.reports, name), JSON.stringify(lhr));
      }
    }
    const slow3gRuns = [];
    if (page.slow3g && !args['no-slow3g']) {
      for (let run = 1; run <= runs; run += 1) {
        const timing = await timeFirstHeading(browser, page, page.storage ?? {});
        slow3gRuns.push(timing);
        console.log(
          `lighthouse: ${page.path} Slow 3G run ${run}: FCP ${timing.fcpMs} ms, first h1 ${timing.headingMs} ms ` +
            `(frame ${timing.headingFrameMs} ms, HTML in at ${timing.htmlResponseEndMs} ms, ${timing.htmlTransferBytes} bytes)`,
        );
      }
    }
    const result = {
      page: page.path,
      url: page.url ?? page.path,
      performance: median(summaries.map((summary) => summary.performance)),
      accessibility: median(summaries.map((summary) => summary.accessibility)),
      lcpMs: Math.round(median(summaries.map((summary) => summary.metrics['largest-contentful-paint']))),
      tbtMs: Math.round(median(summaries.map((summary) => summary.metrics['total-blocking-time']))),
      // Not a target of its own, but a quarter of the performance score: shown to explain a low one.
      cls: median(summaries.map((summary) => summary.metrics['cumulative-layout-shift'])),
      slow3g:
        slow3gRuns.length > 0
          ? {
              headingMs: median(slow3gRuns.map((timing) => timing.headingMs)),
              fcpMs: median(slow3gRuns.map((timing) => timing.fcpMs)),
              heading: slow3gRuns[0].heading,
              runs: slow3gRuns,
            }
          : undefined,
      runs: summaries,
    };
    result.misses = misses(result, page);
    result.meetsTargets = result.misses.length === 0;
    results.push(result);
  }
} finally {
  await browser.close();
  server.kill();
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  await rm(dataDir, { recursive: true, force: true });
}

const columns = [
  ['page', (result) => result.page],
  ['perf', (result) => result.performance],
  ['a11y', (result) => result.accessibility],
  ['LCP ms', (result) => result.lcpMs],
  ['TBT ms', (result) => result.tbtMs],
  ['CLS', (result) => result.cls.toFixed(3)],
  ['3G FCP ms', (result) => result.slow3g?.fcpMs ?? '-'],
  ['3G h1 ms', (result) => result.slow3g?.headingMs ?? '-'],
  ['', (result) => (result.meetsTargets ? 'ok' : `MISSED: ${result.misses.join('; ')}`)],
];
const cells = results.map((result) => columns.map(([, cell]) => String(cell(result))));
const widths = columns.map(([title], index) => Math.max(title.length, ...cells.map((row) => (index === columns.length - 1 ? 0 : row[index].length))));
const line = (row) => row.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ');
console.log(`\nmedians of ${runs}; Lighthouse mobile (simulated slow 4G, 4x CPU); 3G: DevTools' Slow 3G and 4x CPU, applied`);
console.log(
  `targets: performance >= ${targets.performance}, accessibility ${targets.accessibility}, LCP <= ${targets.lcpMs} ms, ` +
    `TBT <= ${targets.tbtMs} ms, first h1 on Slow 3G <= ${targets.slow3gHeadingMs} ms; ` +
    `other pages: performance >= ${signedInTargets.performance}, accessibility ${signedInTargets.accessibility}\n`,
);
console.log(line(columns.map(([title]) => title)));
for (const row of cells) console.log(line(row));
const report = {
  when: new Date().toISOString(),
  chromium,
  runsPerPage: runs,
  targets,
  slow3g: { ...slow3g, cpuSlowdown },
  results,
};
await mkdir(path.dirname(path.resolve(args.out)), { recursive: true });
await writeFile(args.out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nlighthouse: written to ${args.out}`);
process.exit(results.every((result) => result.meetsTargets) ? 0 : 1);
