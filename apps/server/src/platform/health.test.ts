import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  it('answers ok while the database answers, and an error within a second of it stopping', async () => {
    const ok = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'GET', url: '/health' })));
    for (const res of ok) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    await t.database.close();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const down = await t.app.inject({ method: 'GET', url: '/health' });
    expect(down.statusCode).toBeGreaterThanOrEqual(500);
  });
});
