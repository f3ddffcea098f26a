import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/accounts-helpers.ts';
import { demoEmails } from '../../test/orders-helpers.ts';

describe('answers with personal data are never cached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('marks sign-in, refresh, view-profile and the admin lists no-store', async () => {
    const record = await signIn(t.app, 'customer', demoEmails.customer, t.config.demoPassword);
    const signInAgain = await t.app.inject({ method: 'POST', url: '/v3/api/sign_in/customer/', payload: { email: demoEmails.customer, password: t.config.demoPassword } });
    const refresh = await t.app.inject({ method: 'POST', url: '/v3/api/token/refresh/', payload: { refresh: record.tokens.refresh } });
    const profile = await t.app.inject({ method: 'GET', url: `/v3/api/view-profile/customer/${record.id}`, headers: bearer(record) });
    const admin = await signIn(t.app, 'admin', 'admin@example.com', t.config.demoPassword);
    const submissions = await t.app.inject({ method: 'GET', url: '/v3/admin/submissions/?kind=contact', headers: bearer(admin) });
    for (const res of [signInAgain, refresh, profile]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // A paged private list says so itself (platform/paging.ts privateTimeIdPage).
    expect(submissions.statusCode).toBe(200);
    expect(submissions.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps the public lists cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cat/category-list/' });
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });
});

describe('a client that trickles its request', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // Short limits for the test; the defaults are 20 s of silence and 120 s for a whole request.
    t = await createTestApp({ env: { IDLE_TIMEOUT_MS: '400', REQUEST_TIMEOUT_MS: '1500' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Sends a request head and then one body byte every `everyMs`; resolves when the server closes the connection. */
  function trickle(everyMs: number): Promise<{ closedAfterMs: number; answer: string }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      let timer: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        socket.write('POST /v3/WebsiteContent/contact-form/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n');
        timer = setInterval(() => socket.write('a'), everyMs);
      });
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ closedAfterMs: Date.now() - started, answer });
      });
      socket.on('error', () => undefined);
      // Bounded: the test never waits more than 10 s.
      setTimeout(() => {
        clearInterval(timer);
        socket.destroy();
        reject(new Error('the server kept the connection open'));
      }, 10_000).unref();
    });
  }

  it('is cut off when it goes silent longer than the idle limit (a byte every 1 s)', async () => {
    const { closedAfterMs } = await trickle(1000);
    expect(closedAfterMs).toBeLessThan(3000);
  });

  it('is cut off when the whole request takes longer than the request limit, though it never goes silent', async () => {
    const { closedAfterMs, answer } = await trickle(100);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1400);
    expect(closedAfterMs).toBeLessThan(5000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain(JSON.stringify(messages.general.requestTimeout));
  });
});
