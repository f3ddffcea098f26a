/**
 * Server rendering of the public pages (page-renderer.ts, web-app.ts) through HTTP, with a fake
 * server build of the web app written beside a fake web build: what the page holds, when a held
 * page is sent again, and the shell whenever rendering cannot or should not happen.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import * as routes from '@kt/contract/routes';
import { createPageReads } from './page-reads.ts';
import { loadPageRenderer } from './page-renderer.ts';
import { bearer } from '../../../test/accounts-helpers.ts';
import { createAdmin, createDealerWithAreaAndPrice } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The shape of the web app's index.html: a static shell painted before any script, then the root React draws into. */
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Site description." />
    <title>Site title</title>
  </head>
  <body>
    <div id="static-shell"><header class="top-nav">Kabadi Techno</header><main id="main" class="main"></main></div>
    <div id="root"></div>
    <noscript>This site needs JavaScript to run.</noscript>
    <script type="module" src="/assets/x.js"></script>
  </body>
</html>
`;

/**
 * The server build's interface (ServerEntry in page-renderer.ts) in plain JS. It counts its
 * renders and keeps the page states it was given on globalThis, where this file reads them.
 */
const fakeEntry = `
const faqRoute = ${JSON.stringify({ method: routes.faq.method, path: routes.faq.path })};
const pricesRoute = ${JSON.stringify({ method: routes.searchSubcategory.method, path: routes.searchSubcategory.path })};
const seen = (globalThis.__ktFakeEntry ??= { renders: 0, pageStates: [] });
let calls;

export const serverRenderedPaths = ['/faq', '/sell/sellitem', '/broken', '/moved'];

// As apps/web/src/lib/page-state.ts (without its mapping of the sell item to a filter).
function pageStateFromCookies(cookieHeader) {
  const values = new Map();
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    try {
      values.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {}
  }
  const pincode = values.get('kt_pincode');
  const sellItem = values.get('kt_sell_item');
  return {
    pincode: pincode && /^\\d{6}$/.test(pincode) ? pincode : null,
    sellItem: sellItem && sellItem.length <= 100 ? sellItem : null,
  };
}

// As apps/web/src/entry-server.tsx: only the selling page is drawn from the page state here.
export function pageStateFor(pathname, cookieHeader) {
  return pathname.startsWith('/sell/sellitem') ? pageStateFromCookies(cookieHeader) : { pincode: null, sellItem: null };
}

export function answerReadsWith(given) {
  calls = given;
}

export async function loadLanguages() {
  seen.languagesLoaded = true;
}

export function renderShell(language) {
  return {
    markup: '<header class="top-nav">shell in ' + language + '</header><main id="main" class="main"></main>',
    title: 'शीर्षक',
    description: 'विवरण "उद्धरण"',
    noscript: 'स्क्रिप्ट चाहिए',
  };
}

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');

export async function renderPage(url, pageState, language) {
  seen.renders += 1;
  seen.pageStates.push(pageState);
  const { pathname } = new URL(url);
  if (pathname === '/faq' && language === 'hi') {
    const faq = await calls(faqRoute, {});
    return { html: '<main><h1>सवाल</h1>' + faq.length + '</main>', data: JSON.stringify({ faq }), title: 'सवाल – Fake site', description: 'हिंदी विवरण' };
  }
  if (pathname === '/broken') throw new Error('the fake render broke');
  if (pathname === '/moved') return undefined;
  if (pathname === '/faq') {
    const faq = await calls(faqRoute, {});
    return {
      html: '<main><h1>FAQ</h1><ul>' + faq.map((item) => '<li>' + escape(item.qns) + '</li>').join('') + '</ul></main>',
      data: JSON.stringify({ faq }),
      title: 'Questions – Fake site',
    };
  }
  if (pathname === '/sell/sellitem') {
    const prices = pageState.pincode ? await calls(pricesRoute, { pincode: pageState.pincode }) : [];
    return {
      html: '<main><p>' + prices.length + ' prices in ' + (pageState.pincode ?? 'no area') + ' for ' + escape(pageState.sellItem ?? 'anything') + '</p></main>',
      data: JSON.stringify({ pageState, prices: prices.length }),
    };
  }
  throw new Error('the fake renders no ' + pathname);
}
`;

type Seen = { renders: number; pageStates: { pincode: string | null; sellItem: string | null }[] };
const seen = () => (globalThis as unknown as { __ktFakeEntry: Seen }).__ktFakeEntry;

/** A fake web build in a fresh folder: dist/index.html and, unless told, dist-ssr/entry-server.js. */
async function writeWebBuild(options: { serverBuild: boolean }): Promise<{ root: string; webDist: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'kt-ssr-'));
  const webDist = path.join(root, 'web', 'dist');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), indexHtml);
  await writeFile(path.join(webDist, 'assets', 'x.js'), 'console.log("app")');
  if (options.serverBuild) {
    await mkdir(path.join(root, 'web', 'dist-ssr'));
    await writeFile(path.join(root, 'web', 'dist-ssr', 'entry-server.js'), fakeEntry);
  }
  return { root, webDist };
}

/** An app on a fresh database serving `webDist`, its log lines kept (the app's logStream). */
async function openApp(webDist: string): Promise<{ t: TestApp; logs: string[] }> {
  const logs: string[] = [];
  const t = await createTestApp({ env: { LOG_LEVEL: 'warn', WEB_DIST: webDist }, logStream: { write: (line) => void logs.push(line) } });
  return { t, logs };
}

const asBrowser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const pageData = (body: string) => /<script type="application\/json" id="kt-page-data">([\s\S]*?)<\/script>/.exec(body)?.[1];
const root = (body: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(body)?.[1];

/** The page the browser renders itself: index.html as built. */
function expectShell(body: string) {
  expect(body).toContain('<div id="static-shell">');
  expect(body).toContain('<div id="root"></div>');
  expect(body).not.toContain('kt-page-data');
}

describe('server-rendered pages', () => {
  let build: { root: string; webDist: string };
  let t: TestApp;
  let logs: string[];
  let admin: AuthRecord;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...asBrowser, ...headers } });

  async function addFaq(question: string) {
    const body = multipartBody({ qns: question, ans: '<p>Yes.</p>' });
    const res = await t.app.inject({ method: 'POST', url: adminRoutes.adminAddFaqItem.path, payload: body.payload, headers: { ...body.headers, ...bearer(admin) } });
    expect(res.statusCode, res.body).toBe(201);
    // The change reaches this server's list cache through the database's announcement.
    await t.app.deps.listCache.settle();
  }

  beforeAll(async () => {
    build = await writeWebBuild({ serverBuild: true });
    ({ t, logs } = await openApp(build.webDist));
    admin = await createAdmin(t);
    await addFaq('Do you take old books?');
    await createDealerWithAreaAndPrice(t, { pincode: '282001', prices: { Newspaper: '12.00' } });
  });
  afterAll(async () => {
    await t.close();
    await rm(build.root, { recursive: true, force: true });
  });
  beforeEach(() => {
    logs.length = 0;
  });

  it("sends the entry's markup in the root, its data for hydration and its title, in place of the static shell", async () => {
    const res = await get('/faq');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    // What the page shows depends on the visitor's area cookies.
    expect(String(res.headers.vary).split(/,\s*/)).toEqual(expect.arrayContaining(['Accept-Encoding', 'Cookie']));
    // The read went through the server's own answer of the FAQ route.
    const faq = await t.app.inject({ method: 'GET', url: routes.faq.path });
    expect(root(res.body)).toBe('<main><h1>FAQ</h1><ul><li>Do you take old books?</li></ul></main>');
    expect(JSON.parse(pageData(res.body) ?? 'null')).toEqual({ faq: faq.json() });
    expect(res.body).toContain('<title>Questions – Fake site</title>');
    expect(res.body).not.toContain('Site title');
    expect(res.body).not.toContain('static-shell');
    expect(res.body).not.toContain('<noscript>');
    // The data comes before the app's script, which reads it to hydrate.
    // The entry at low priority: the page is drawn already, its script only makes it interactive.
    expect(res.body.indexOf('id="kt-page-data"')).toBeLessThan(res.body.indexOf('<script type="module" fetchpriority="low" src="/assets/x.js">'));
  });

  it('sends a held page again without rendering while its reads are unchanged, and renders anew once the FAQ changed', async () => {
    const first = await get('/faq?from=cache');
    const rendersAfterFirst = seen().renders;
    const second = await get('/faq?from=cache');
    expect(seen().renders).toBe(rendersAfterFirst);
    expect(second.body).toBe(first.body);

    await addFaq('Do you weigh at the door?');
    const third = await get('/faq?from=cache');
    expect(seen().renders).toBe(rendersAfterFirst + 1);
    expect(root(third.body)).toBe('<main><h1>FAQ</h1><ul><li>Do you take old books?</li><li>Do you weigh at the door?</li></ul></main>');
    expect(pageData(third.body)).toContain('Do you weigh at the door?');
    // And holds that one in turn.
    await get('/faq?from=cache');
    expect(seen().renders).toBe(rendersAfterFirst + 1);
  });

  it('renders a page once whatever its query string, and once for every area when it is the same for everyone', async () => {
    await get('/faq');
    const before = seen().renders;
    await get('/faq?utm_source=whatsapp');
    await get('/faq?x=1', { cookie: 'kt_pincode=282002; kt_sell_item=paper' });
    expect(seen().renders).toBe(before);
  });

  it('sends the shell with 200 when the render throws, logs the failure, and does not try again at once', async () => {
    const res = await get('/broken');
    expect(res.statusCode).toBe(200);
    expectShell(res.body);
    const failures = logs.filter((line) => line.includes('server rendering failed'));
    expect(failures).toHaveLength(1);
    expect(JSON.parse(failures[0] as string)).toMatchObject({ level: 50, url: '/broken', err: { message: 'the fake render broke' } });

    const before = seen().renders;
    const again = await get('/broken');
    expect(again.statusCode).toBe(200);
    expectShell(again.body);
    expect(seen().renders).toBe(before);
    expect(logs.filter((line) => line.includes('server rendering failed'))).toHaveLength(1);
  });

  it('sends the shell when the app answers the path with a redirect', async () => {
    const before = seen().renders;
    const res = await get('/moved');
    expect(res.statusCode).toBe(200);
    expect(seen().renders).toBe(before + 1);
    expectShell(res.body);
    expect(logs.filter((line) => line.includes('server rendering failed'))).toEqual([]);
  });

  it('sends the shell, without rendering, on a path the app does not render on the server', async () => {
    const before = seen().renders;
    const res = await get('/signin');
    expect(res.statusCode).toBe(200);
    expectShell(res.body);
    // The shell is the same for everyone of a language (issue 29): it varies by the language's cookie and Accept-Language only.
    expect(String(res.headers.vary).split(/,\s*/)).toEqual(['Accept-Encoding', 'Cookie', 'Accept-Language']);
    expect(seen().renders).toBe(before);
  });

  it('renders from the page state in the cookies, and ignores a malformed pincode', async () => {
    const res = await get('/sell/sellitem', { cookie: 'theme=dark; kt_pincode=282001; kt_sell_item=paper' });
    expect(seen().pageStates.at(-1)).toEqual({ pincode: '282001', sellItem: 'paper' });
    expect(root(res.body)).toBe('<main><p>1 prices in 282001 for paper</p></main>');
    expect(JSON.parse(pageData(res.body) ?? 'null')).toEqual({ pageState: { pincode: '282001', sellItem: 'paper' }, prices: 1 });

    const malformed = await get('/sell/sellitem', { cookie: 'kt_pincode=28200x; kt_sell_item=paper' });
    expect(seen().pageStates.at(-1)).toEqual({ pincode: null, sellItem: 'paper' });
    expect(root(malformed.body)).toBe('<main><p>0 prices in no area for paper</p></main>');
  });

  it('holds a page per page state: another pincode is rendered, the same one is not', async () => {
    const in282001 = await get('/sell/sellitem?state=1', { cookie: 'kt_pincode=282001' });
    const before = seen().renders;
    const in282002 = await get('/sell/sellitem?state=1', { cookie: 'kt_pincode=282002' });
    expect(seen().renders).toBe(before + 1);
    expect(root(in282002.body)).toBe('<main><p>0 prices in 282002 for anything</p></main>');
    const again = await get('/sell/sellitem?state=1', { cookie: 'kt_pincode=282001' });
    const sameItemElsewhere = await get('/sell/sellitem?state=1', { cookie: 'kt_pincode=282002' });
    expect(seen().renders).toBe(before + 1);
    expect(again.body).toBe(in282001.body);
    expect(sameItemElsewhere.body).toBe(in282002.body);
  });
});

describe('pages in the visitor\'s language (issue 29)', () => {
  let build: { root: string; webDist: string };
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...asBrowser, ...headers } });

  beforeAll(async () => {
    build = await writeWebBuild({ serverBuild: true });
    ({ t } = await openApp(build.webDist));
  });
  afterAll(async () => {
    await t.close();
    await rm(build.root, { recursive: true, force: true });
  });

  it('renders in Hindi for a browser that asks for Hindi first, with lang, and the addresses of both languages for search engines', async () => {
    const res = await get('/faq', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toBe('<main><h1>सवाल</h1>0</main>');
    expect(res.body).toContain('<html lang="hi" data-language="hi"');
    expect(res.body).toContain('<title>सवाल – Fake site</title>');
    expect(res.body).toContain('<meta name="description" content="हिंदी विवरण" />');
    expect(res.body).toContain('<link rel="alternate" hreflang="en" href="http://localhost:3000/faq?lang=en">');
    expect(res.body).toContain('<link rel="alternate" hreflang="hi" href="http://localhost:3000/faq?lang=hi">');
    expect(res.body).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:3000/faq">');
    expect(String(res.headers.vary).split(/,\s*/)).toEqual(expect.arrayContaining(['Cookie', 'Accept-Language']));
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('follows the switch\'s cookie over Accept-Language, and keeps English pages apart from Hindi ones', async () => {
    const english = await get('/faq', { 'accept-language': 'hi', cookie: 'kt_lang=en' });
    expect(root(english.body)).toContain('<h1>FAQ</h1>');
    expect(english.body).toContain('<html lang="en" data-language="en"');
    const hindi = await get('/faq', { cookie: 'kt_lang=hi' });
    expect(root(hindi.body)).toContain('<h1>सवाल</h1>');
    const unknown = await get('/faq', { cookie: 'kt_lang=fr', 'accept-language': 'fr-FR,fr' });
    expect(unknown.body).toContain('<html lang="en" data-language="en"');
  });

  it('takes ?lang= (an alternate\'s address, the switch without scripts) over the cookie and remembers it', async () => {
    const res = await get('/faq?lang=hi', { cookie: 'kt_lang=en' });
    expect(root(res.body)).toContain('<h1>सवाल</h1>');
    expect(String(res.headers['set-cookie'])).toMatch(/^kt_lang=hi; Path=\/; Max-Age=31536000; SameSite=Lax$/);
  });

  it('sends a page the browser renders with its static shell in Hindi and lang set', async () => {
    const res = await get('/signin', { 'accept-language': 'hi' });
    expect(res.body).toContain('<html lang="hi" data-language="hi"');
    expect(res.body).toContain('<div id="static-shell"><header class="top-nav">shell in hi</header>');
    expect(res.body).toContain('<title>शीर्षक</title>');
    expect(res.body).toContain('<meta name="description" content="विवरण &#34;उद्धरण&#34;" />');
    const english = await get('/signin', { 'accept-language': 'en' });
    expect(english.body).toContain('<html lang="en" data-language="en"');
    expect(english.body).not.toContain('shell in');
  });
});

describe('without a server build', () => {
  let build: { root: string; webDist: string };
  let t: TestApp;
  let logs: string[];

  beforeAll(async () => {
    build = await writeWebBuild({ serverBuild: false });
    ({ t, logs } = await openApp(build.webDist));
  });
  afterAll(async () => {
    await t.close();
    await rm(build.root, { recursive: true, force: true });
  });

  it('warns at start-up and sends the shell for every page', async () => {
    const warnings = logs.map((line) => JSON.parse(line) as { level: number; msg: string; entryFile?: string }).filter((entry) => entry.msg.includes('no server build'));
    expect(warnings).toEqual([expect.objectContaining({ level: 40, entryFile: path.join(build.root, 'web', 'dist-ssr', 'entry-server.js') })]);
    for (const url of ['/faq', '/sell/sellitem', '/signin']) {
      const res = await t.app.inject({ method: 'GET', url, headers: asBrowser });
      expect(res.statusCode, url).toBe(200);
      expectShell(res.body);
    }
  });

  it('loads no renderer', async () => {
    expect(await loadPageRenderer(build.webDist, { pageReads: createPageReads(), log: t.app.log })).toBeUndefined();
  });
});
