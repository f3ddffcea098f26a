import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import { buildApp } from '../../app.ts';
import { ConfigError, loadConfig } from '../config/config.ts';
import { createRedisRateLimiter } from './rate-limit.ts';
import { openTestDatabase } from '../../../test/test-app.ts';
import { urlencodedBody } from '../../../test/form-bodies.ts';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis server answers; CI machines run one, a laptop may not. */
async function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const available = await redisAnswers();
if (!available && process.env.CI) throw new Error(`Redis is not answering at ${redisUrl}; CI needs it for this test`);

describe.runIf(available)('Redis rate limiter', () => {
  it('shares one count between two limiters (two servers) and blocks past the limit', async () => {
    const prefix = `kt:test:${randomUUID()}:`;
    const a = createRedisRateLimiter(redisUrl, prefix);
    const b = createRedisRateLimiter(redisUrl, prefix);
    const rule = { key: 'signin:email:x@example.in', limit: 3, windowSeconds: 30 };
    expect((await a.hit(rule)).allowed).toBe(true);
    expect((await b.hit(rule)).allowed).toBe(true);
    expect((await a.hit(rule)).allowed).toBe(true);
    const blocked = await b.hit(rule);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(30);
    await a.close();
    await b.close();
  });
});

/** The app with REDIS_URL set, as main.ts builds it; `close` undoes everything. */
async function buildAppWithRedis(redisUrl: string): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kt-redis-'));
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED: 'off', REDIS_URL: redisUrl, JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' });
  const cleanUp = async () => {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const app = await buildApp({ config, database, jobSettings: { pollSeconds: 30 } });
    await app.ready();
    return {
      app,
      async close() {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** How buildApp answers a REDIS_URL that does not answer: it refuses before it opens a database. */
async function refusedStart(redisUrl: string): Promise<unknown> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kt-redis-refused-'));
  try {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED: 'off', REDIS_URL: redisUrl, JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' });
    const app = await buildApp({ config });
    await app.close();
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe('a start with a REDIS_URL that does not answer', () => {
  it('is refused at once when nothing listens, with one line naming REDIS_URL', async () => {
    const started = performance.now();
    const refusal = await refusedStart('redis://127.0.0.1:1');
    expect(refusal).toBeInstanceOf(ConfigError);
    const lines = (refusal as Error).message.split('\n');
    expect(lines.filter((line) => line.includes('REDIS_URL'))).toEqual([
      expect.stringMatching(/^ {2}REDIS_URL: Redis at 127\.0\.0\.1:1 does not answer \(.*ECONNREFUSED.*\); start it, fix the address, or leave REDIS_URL unset/),
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('is refused within about 3 s when the address takes connections and never answers', async () => {
    const silent = await startTcpProxy({ host: '127.0.0.1', port: 1 });
    await silent.blackhole();
    try {
      const started = performance.now();
      const refusal = await refusedStart(`redis://127.0.0.1:${silent.port}`);
      expect(refusal).toBeInstanceOf(ConfigError);
      expect((refusal as Error).message).toMatch(/REDIS_URL: Redis at 127\.0\.0\.1:\d+ does not answer/);
      expect(performance.now() - started).toBeLessThan(4000);
    } finally {
      await silent.close();
    }
  });
});

describe.runIf(available)('Redis going away while the server runs', () => {
  let proxy: TcpProxy;
  let t: { app: FastifyInstance; close(): Promise<void> };
  beforeAll(async () => {
    const { hostname, port } = new URL(redisUrl);
    proxy = await startTcpProxy({ host: hostname, port: Number(port || 6379) });
    t = await buildAppWithRedis(`redis://127.0.0.1:${proxy.port}`);
  });
  afterAll(async () => {
    await proxy.start();
    await t.close();
    await proxy.close();
  });

  // A fresh address and e-mail each time, so the counts themselves never block.
  const signIn = () =>
    t.app.inject({
      method: 'POST',
      url: '/v3/api/sign_in/customer/',
      remoteAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
      ...urlencodedBody({ email: `nobody-${randomUUID()}@example.in`, password: 'Not-the-password-1' }),
    });
  const health = () => t.app.inject({ method: 'GET', url: '/health' });

  async function untilCounted(limitMs: number): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < limitMs) {
      if ((await signIn()).statusCode !== 503) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`rate-limited routes still answer 503 after ${limitMs} ms`);
  }

  it('answers 503 with Retry-After at once on rate-limited routes, reports redis down on /health, and counts again once it is back', async () => {
    expect((await signIn()).statusCode).toBe(200);
    expect((await health()).json()).toEqual({ status: 'ok', database: 'up', redis: 'up' });

    await proxy.stop();
    const started = performance.now();
    const refused = await signIn();
    expect(performance.now() - started).toBeLessThan(500);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ code: 'UNAVAILABLE', message: messages.general.serviceUnavailable });
    // /health reuses a healthy answer for a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', database: 'up', redis: 'down' });

    await proxy.start();
    expect(await untilCounted(5000)).toBeLessThan(5000);
    expect((await signIn()).statusCode).toBe(200);
    expect((await health()).json()).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('answers 503 quickly, without waiting on it, while Redis takes connections and never answers', async () => {
    await proxy.blackhole();
    try {
      for (let i = 0; i < 3; i += 1) {
        const started = performance.now();
        expect((await signIn()).statusCode).toBe(503);
        expect(performance.now() - started).toBeLessThan(1500);
      }
    } finally {
      await proxy.stop();
      await proxy.start();
    }
    expect(await untilCounted(5000)).toBeLessThan(5000);
  });
});
