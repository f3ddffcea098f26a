import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const listed = 'http://localhost:3999';

describe('CORS_ORIGINS set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: `${listed}, https://shop.example.in` } });
  });
  afterAll(() => t.close());

  it('answers the preflight of a listed origin, allowing Authorization and Content-Type', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/v3/api/view-profile/customer/1',
      headers: { origin: listed, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(listed);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['authorization', 'content-type']));
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('allows a listed origin on the answer itself, and lets it read the Link header of a paged list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cat/category-list/', headers: { origin: listed } });
    expect(res.headers['access-control-allow-origin']).toBe(listed);
    expect(String(res.headers.vary)).toContain('Origin');
    expect(String(res.headers['access-control-expose-headers']).split(/,\s*/)).toContain('Link');
  });

  it('gives an origin that is not listed no allowance, on the preflight or the request', async () => {
    for (const origin of ['http://localhost:4000', 'http://evil.example', 'null', 'http://localhost:3999.evil.example']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/v3/api/sign_in/customer/',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
      const res = await t.app.inject({ method: 'GET', url: '/cat/category-list/', headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('CORS_ORIGINS unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends no CORS header at all, to any origin', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v3/api/sign_in/customer/',
      headers: { origin: listed, 'access-control-request-method': 'POST' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/cat/category-list/', headers: { origin: listed } });
    for (const answer of [preflight, res]) {
      expect(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });
});

describe('CORS_ORIGINS checked at start', () => {
  it('refuses a value that is not a list of origins, naming the variable', async () => {
    await expect(createTestApp({ env: { CORS_ORIGINS: 'http://localhost:3999/app' } })).rejects.toThrow(/CORS_ORIGINS/);
    await expect(createTestApp({ env: { CORS_ORIGINS: '*' } })).rejects.toThrow(/CORS_ORIGINS/);
  });
});
