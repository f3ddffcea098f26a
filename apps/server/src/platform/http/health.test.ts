import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, unlimited, type TestApp } from '../../../test/test-app.ts';
import { createHealthCheck } from './health.ts';

describe('GET /health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  it('answers ok while the database answers, and 503 saying which part is down within a second of it stopping', async () => {
    const ok = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'GET', url: '/health' })));
    for (const res of ok) {
      expect(res.statusCode).toBe(200);
      // No REDIS_URL: the rate limits are counted in memory.
      expect(res.json()).toEqual({ status: 'ok', database: 'up', redis: 'none' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    await t.database.close();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const down = await t.app.inject({ method: 'GET', url: '/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', database: 'down', redis: 'none' });
    // A failed answer is not reused: each check asks again.
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
  });
});

describe('createHealthCheck', () => {
  it('shares one probe between checks arriving together and reuses a healthy answer for a second', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const check = createHealthCheck({ database, rateLimiter: unlimited });
      const first = check();
      expect(check()).toBe(first);
      expect(await first).toEqual({ status: 'ok', database: 'up', redis: 'none' });
      expect(check()).toBe(first);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(check()).not.toBe(first);
    } finally {
      await drop();
    }
  });
});
