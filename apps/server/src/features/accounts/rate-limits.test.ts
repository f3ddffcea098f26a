import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { tooManyRequestsMessage } from '@kt/contract/wait-text';
import { createMemoryRateLimiter } from '../../platform/rate-limits/rate-limit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { customerSignUp, postForm } from '../../../test/accounts-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimiter: createMemoryRateLimiter() });
});
afterAll(() => t.close());

function expectRateLimited(res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  // The message says the real wait, not 'a minute'.
  expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: tooManyRequestsMessage(wait) });
}

describe('rate limits', () => {
  it(`answers 429 after ${rateLimits.signIn.perIpAndEmail} sign-ins for one e-mail from one address`, async () => {
    for (let i = 0; i < rateLimits.signIn.perIpAndEmail; i += 1) {
      const res = await postForm(t.app, '/v3/api/sign_in/customer/', { email: 'target@example.in', password: `guess-${i}` });
      expect(res.json()).toEqual({ msg: messages.signIn.accountDoesNotExistMsg });
    }
    expectRateLimited(await postForm(t.app, '/v3/api/sign_in/customer/', { email: 'target@example.in', password: 'one-more' }));
    // Another e-mail from the same address is still under the per-address limit.
    const other = await postForm(t.app, '/v3/api/sign_in/customer/', { email: 'other@example.in', password: 'x' });
    expect(other.statusCode).toBe(200);
  });

  it(`answers 429 after ${rateLimits.signUp.perIp} sign-ups from one address, and stores nothing more`, async () => {
    const address = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < rateLimits.signUp.perIp; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/v3/api/registration/customer/', payload: customerSignUp(), ...address });
      expect(res.statusCode).toBe(201);
    }
    const form = customerSignUp();
    expectRateLimited(await t.app.inject({ method: 'POST', url: '/v3/api/registration/customer/', payload: form, ...address }));
    const check = await t.app.inject({ method: 'GET', url: `/v3/api/database-checker/customer/${form.email}` });
    expect(check.statusCode).toBe(404);
  });

  it(`answers 429 after ${rateLimits.databaseChecker.perEmail} checks of one e-mail`, async () => {
    for (let i = 0; i < rateLimits.databaseChecker.perEmail; i += 1) {
      await t.app.inject({ method: 'GET', url: '/v3/api/database-checker/dealer/probe@example.in', remoteAddress: `198.51.100.${i}` });
    }
    expectRateLimited(await t.app.inject({ method: 'GET', url: '/v3/api/database-checker/dealer/probe@example.in', remoteAddress: '198.51.100.200' }));
  });

  it(`answers 429 after ${rateLimits.passwordReset.perEmail} reset requests for one e-mail`, async () => {
    for (let i = 0; i < rateLimits.passwordReset.perEmail; i += 1) {
      await t.app.inject({ method: 'POST', url: '/v3/api/request-password-reset-email/customer/', payload: { email: 'reset@example.in' }, remoteAddress: `192.0.2.${i}` });
    }
    expectRateLimited(await t.app.inject({ method: 'POST', url: '/v3/api/request-password-reset-email/customer/', payload: { email: 'reset@example.in' }, remoteAddress: '192.0.2.99' }));
  });

  it(`answers 429 after ${rateLimits.emailLinks.perEmail} verification resends for one e-mail`, async () => {
    for (let i = 0; i < rateLimits.emailLinks.perEmail; i += 1) {
      await t.app.inject({ method: 'POST', url: '/v3/api/regenerate-verification-email/customer/', payload: { email: 'resend@example.in' }, remoteAddress: `192.0.2.${100 + i}` });
    }
    expectRateLimited(await t.app.inject({ method: 'POST', url: '/v3/api/regenerate-verification-email/customer/', payload: { email: 'resend@example.in' } }));
  });
});

describe('memory rate limiter', () => {
  it('opens again when the window has passed', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter({ now: () => now });
    const rule = { key: 'k', limit: 2, windowSeconds: 60 };
    expect((await limiter.hit(rule)).allowed).toBe(true);
    expect((await limiter.hit(rule)).allowed).toBe(true);
    expect(await limiter.hit(rule)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now += 61_000;
    expect((await limiter.hit(rule)).allowed).toBe(true);
  });
});

describe('RATE_LIMIT_SCALE', () => {
  it('multiplies the limits', async () => {
    const scaled = await createTestApp({ rateLimiter: createMemoryRateLimiter(), env: { RATE_LIMIT_SCALE: '2' } });
    const email = 'scaled@example.in';
    for (let i = 0; i < rateLimits.signIn.perIpAndEmail * 2; i += 1) {
      const res = await postForm(scaled.app, '/v3/api/sign_in/customer/', { email, password: 'x' });
      expect(res.statusCode).toBe(200);
    }
    expectRateLimited(await postForm(scaled.app, '/v3/api/sign_in/customer/', { email, password: 'x' }));
    await scaled.close();
  });
});
