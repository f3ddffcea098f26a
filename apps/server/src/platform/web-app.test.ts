import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let webDist: string;
const html = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'kt-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), html);
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
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
    '/marketplace/7/',
    '/address',
    '/no/such/page',
  ])('answers a browser asking for %s with the app', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: asBrowser });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(html);
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
