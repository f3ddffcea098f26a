import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let webDist: string;
const html =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
/** What the web build writes beside its manifest: the chunks each screen path loads first. */
const routePreloads = [
  { path: '/faq', js: ['/assets/faq-1a2b.js', '/assets/useQuery-3c4d.js'], css: ['/assets/content-5e6f.css'], twins: { hi: ['/assets/texts.hi-1f2e.js'] } },
  { path: '/marketplace/:num', js: ['/assets/marketplace-7a8b.js'], css: [] },
  { path: '/joinus', js: ['/assets/join-us-9c0d.js', 'https://elsewhere.example/x.js', '/assets/x.js"><script>alert(1)</script>'], css: [] },
];
/** The page's HTML without the preloads this file's build names. */
const withoutPreloads = (body: string) => body.replace(/<link rel="(modulepreload|preload)"[^>]*>/g, '');

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'kt-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), html);
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, '.vite', 'route-preloads.json'), JSON.stringify(routePreloads));
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const asBrowser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('serving the web app', () => {
  it.each([
    '/',
    '/sell',
    '/dealer/home',
    '/v3/api/email-verify/customer/Frontend/?token=x',
    '/v3/api/password-reset-confirm/dealer/12/abc-token/Frontend',
    '/faq',
    '/address',
    '/no/such/page',
  ])('answers a browser asking for %s with the app', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: asBrowser });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(withoutPreloads(res.body)).toBe(html);
  });

  it("names the page's chunks in its HTML, so they load with the entry", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/faq?open=2', headers: asBrowser });
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/faq-1a2b.js"><link rel="modulepreload" crossorigin href="/assets/useQuery-3c4d.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/content-5e6f.css">' +
        '<link rel="preload" as="fetch" crossorigin href="/v3/api/site-settings/"></head>',
    );
    const withParameter = await t.app.inject({ method: 'GET', url: '/marketplace/7/', headers: asBrowser });
    // No dealer 7 here: the page still loads its chunks, with a 404 and a head of its own (features/marketplace/page.test.ts).
    expect(withParameter.statusCode).toBe(404);
    expect(withParameter.body).toContain('<link rel="modulepreload" crossorigin href="/assets/marketplace-7a8b.js">');
  });

  it("names the page's catalogues in Hindi for a Hindi visitor only (issue 29)", async () => {
    const hindi = await t.app.inject({ method: 'GET', url: '/faq', headers: { ...asBrowser, 'accept-language': 'hi-IN,hi' } });
    expect(hindi.body).toContain('<link rel="modulepreload" crossorigin href="/assets/texts.hi-1f2e.js">');
    const english = await t.app.inject({ method: 'GET', url: '/faq', headers: { ...asBrowser, 'accept-language': 'en-IN' } });
    expect(english.body).not.toContain('texts.hi');
  });

  it('preloads nothing on a path of no screen, and only files of the build', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/faq/more', headers: asBrowser });
    expect(unknown.body).toBe(html);
    const joinUs = await t.app.inject({ method: 'GET', url: '/joinus', headers: asBrowser });
    expect(joinUs.body.match(/<link [^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/join-us-9c0d.js">',
      // The footer of every screen reads the operator's contact details: asked for with the HTML.
      '<link rel="preload" as="fetch" crossorigin href="/v3/api/site-settings/">',
    ]);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends the page compressed when the browser takes %s', async (encoding, decompress) => {
    const res = await t.app.inject({ method: 'GET', url: '/faq', headers: { ...asBrowser, 'accept-encoding': `${encoding}, deflate` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decompress(res.rawPayload).toString('utf8')).toContain('href="/assets/faq-1a2b.js"');
  });

  it.each(['/cat/no-such-endpoint/', '/dealer/api/nothing', '/v3/api/email-verify/customer/nothing', '/api/nope/', '/address/nope/'])(
    'keeps the unknown API path %s a JSON 404, even for a browser',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: asBrowser });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', requestId: res.headers['x-request-id'] });
    },
  );

  it('answers a JSON 404 to a non-HTML client on an unknown path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('does not answer a POST to a screen path with the app', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/dealer/home', headers: asBrowser });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: asBrowser });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });
});
