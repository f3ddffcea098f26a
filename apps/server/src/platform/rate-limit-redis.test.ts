import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createRedisRateLimiter } from './rate-limit.ts';

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
