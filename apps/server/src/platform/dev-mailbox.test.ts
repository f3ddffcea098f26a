import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from './config.ts';
import { createTestApp, openTestDatabase, unlimited, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.deps.mailer.send({ to: 'Asha@Example.in', subject: 'Verify <you>', text: 'Open https://kt.example.in/v3/x?token=abc now', html: '' });
  await t.app.deps.mailer.send({ to: 'other@example.in', subject: 'Other', text: 'No link', html: '' });
});
afterAll(() => t.close());

describe('development mailbox', () => {
  it('lists kept mail for one address as JSON, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=asha@example.in' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ to: 'asha@example.in', subject: 'Verify <you>' })]);
  });

  it('shows the mail as a page with links that work and markup escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<a href="https://kt.example.in/v3/x?token=abc">');
    expect(res.body).toContain('Verify &#60;you&#62;');
    expect(res.body).not.toContain('Verify <you>');
  });

  it('does not exist in production', async () => {
    const { database, drop } = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED: 'off', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/kt-prod-mailbox' });
    const app = await buildApp({ config, database, rateLimiter: unlimited });
    const res = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(res.statusCode).toBe(404);
    await app.close();
    await drop();
  });
});
