import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../config/config.ts';
import { createOutboxMailer } from './mailer.ts';
import { createTestApp, openTestDatabase, unlimited, type TestApp } from '../../../test/test-app.ts';

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

  it('answers a caller beyond the loopback interface 404, as for any unknown path (the reset-link takeover)', async () => {
    // The attack: ask for a reset of a known account, then read the link from the mailbox over the network.
    for (const url of ['/dev/mailbox.json?to=asha@example.in', '/dev/mailbox']) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.20' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('token=abc');
    }
  });

  it('answers a request forwarded by a proxy on this machine 404, though its socket is loopback', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', headers: { 'x-forwarded-for': '198.51.100.4' } });
    expect(res.statusCode).toBe(404);
    const forwarded = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', headers: { forwarded: 'for=198.51.100.4' } });
    expect(forwarded.statusCode).toBe(404);
  });

  it('answers callers on this machine over IPv6 loopback too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=asha@example.in', remoteAddress: '::1' });
    expect(res.statusCode).toBe(200);
  });

  it('answers other machines only with DEV_MAILBOX_REMOTE=true', async () => {
    const open = await createTestApp({ env: { DEV_MAILBOX_REMOTE: 'true' } });
    await open.app.deps.mailer.send({ to: 'x@example.in', subject: 'Hi', text: 'x', html: '' });
    const res = await open.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=x@example.in', remoteAddress: '203.0.113.20' });
    expect(res.statusCode).toBe(200);
    await open.close();
  });

  it('does not exist in production', async () => {
    const { database, drop } = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SEED: 'off',
      JWT_SECRET: 'Qm9zZ1VwS2VlcHNUaGlzU2VjcmV0VG9rZW5MaWtlVGhpcw',
      DATA_DIR: '/tmp/kt-prod-mailbox',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'http://localhost:3000',
    });
    // Production needs SMTP_URL; an outbox mailer handed in shows that production alone keeps the mailbox away.
    const app = await buildApp({ config, database, rateLimiter: unlimited, mailer: createOutboxMailer(database.db) });
    const res = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(res.statusCode).toBe(404);
    await app.close();
    await drop();
  });
});
