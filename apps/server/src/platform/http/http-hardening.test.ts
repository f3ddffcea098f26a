import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, signIn } from '../../../test/accounts-helpers.ts';
import { demoEmails } from '../../../test/orders-helpers.ts';

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
    // A paged private list says so itself (platform/http/paging.ts privateTimeIdPage).
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

  /** Connects, sends `head` (maybe nothing), then stays silent; resolves when the server closes the connection. */
  function goSilent(head: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(Date.now() - started));
      setTimeout(() => {
        socket.destroy();
        reject(new Error('the server kept a silent connection open'));
      }, 10_000).unref();
    });
  }

  it('is cut off when it connects and sends nothing', async () => {
    expect(await goSilent('')).toBeLessThan(2000);
  });

  it('is cut off when it sends the headers and then goes silent in the middle of the body', async () => {
    const head = 'POST /v3/WebsiteContent/contact-form/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=A&email=';
    expect(await goSilent(head)).toBeLessThan(2000);
  });

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

/** A connection to the test server that collects what it receives. */
function connect(port: number): Promise<{ socket: net.Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    let data = '';
    const socket = net.connect(port, '127.0.0.1');
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('data', (chunk) => {
      data += chunk.toString();
    });
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

/** Resolves `value` or rejects after `ms`: every wait of these tests is bounded. */
function within<T>(ms: number, value: Promise<T>, what: string): Promise<T> {
  return Promise.race([value, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms).unref())]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('open connections per address', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_CONNECTIONS_PER_ADDRESS: '3' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('destroys the connection over the cap at once, and takes a new one when another closes', async () => {
    const held = await Promise.all([1, 2, 3].map(() => connect(port)));
    const over = await connect(port);
    await within(1000, over.closed, 'closing the 4th connection');
    expect(over.received()).toBe('');

    // The ones within the cap still serve.
    held[0]?.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await within(2000, (async () => {
      while (!held[0]?.received().includes('\r\n\r\n')) await sleep(20);
    })(), 'an answer within the cap');
    expect(held[0]?.received()).toMatch(/^HTTP\/1\.1 200/);

    held[1]?.socket.destroy();
    await sleep(100);
    const next = await connect(port);
    next.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await within(2000, next.closed, 'the answer on a freed place');
    expect(next.received()).toMatch(/^HTTP\/1\.1 200/);
    for (const connection of held) connection.socket.destroy();
  });
});

describe('closing the app (what SIGTERM does)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('lets a request in flight finish, ends idle connections, refuses new ones, and answers a late request 503 with Retry-After', async () => {
    const body = new URLSearchParams({ name: 'Asha', email: 'asha@example.in', subject: 'Pickup', message: 'Sent while the server stops' }).toString();
    // In flight: the head and half the body have arrived when the close begins.
    const busy = await connect(port);
    busy.socket.write(
      `POST /v3/WebsiteContent/contact-form/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    // Late: a request whose head has begun to arrive, but not its end.
    const late = await connect(port);
    late.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // Idle: a keep-alive connection whose request is answered.
    const idle = await connect(port);
    idle.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await within(2000, (async () => {
      while (!idle.received().includes('\r\n\r\n')) await sleep(20);
    })(), 'the answer on the idle connection');
    await sleep(100);

    let closed = false;
    const closing = t.app.close().then(() => {
      closed = true;
    });
    await within(1000, idle.closed, 'ending the idle connection');
    await expect(connect(port)).rejects.toThrow(/ECONNREFUSED/);
    await sleep(200);
    expect(closed).toBe(false);

    // The rest of the body: its normal answer, and the connection is not kept for another.
    busy.socket.write(body.slice(20));
    await within(3000, busy.closed, 'the in-flight request');
    expect(busy.received()).toMatch(/^HTTP\/1\.1 201/);
    expect(busy.received()).toMatch(/\r\nconnection: close\r\n/i);

    late.socket.write('\r\n');
    await within(3000, late.closed, 'the late request');
    expect(late.received()).toMatch(/^HTTP\/1\.1 503/);
    expect(late.received()).toMatch(/\r\nretry-after: 5\r\n/i);
    expect(late.received()).toContain(JSON.stringify(messages.general.serviceUnavailable));
    await within(2000, closing, 'the close');
  });
});
