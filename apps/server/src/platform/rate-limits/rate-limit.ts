import { Redis } from 'ioredis';
import { ConfigError } from '../config/config.ts';
import { ServiceUnavailableError } from '../http/errors.ts';

export type RateLimitRule = { key: string; limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counters keyed by what is limited ('signin:ip:1.2.3.4', 'signin:email:a@b.in').
 * In memory for one server; in Redis (REDIS_URL) so every instance shares the counts.
 */
export type RateLimiter = {
  hit(rule: RateLimitRule): Promise<RateLimitResult>;
  /** Resolves when the shared store answers (for /health); absent when the counts are in memory. */
  ping?(): Promise<void>;
  close(): Promise<void>;
};

/** Counters one server keeps at most; a flood of unique keys evicts the oldest, never grows memory. */
export const memoryRateLimitMaxKeys = 100_000;

export type MemoryRateLimiter = RateLimiter & {
  /** How many counters are held now. */
  size(): number;
};

export function createMemoryRateLimiter(
  options: { now?: () => number; maxKeys?: number } = {},
): MemoryRateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? memoryRateLimitMaxKeys;
  // Insertion order is the age of a window: the first key is the oldest.
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  const sweep = (t: number) => {
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
    lastSweep = t;
  };

  return {
    async hit({ key, limit, windowSeconds }) {
      const t = now();
      if (t - lastSweep > 60_000) sweep(t);
      let window = windows.get(key);
      if (!window || window.resetAt <= t) {
        windows.delete(key);
        if (windows.size >= maxKeys) {
          sweep(t);
          // Still full of live windows: drop the oldest ones (a tenth, so this stays rare).
          const excess = windows.size - maxKeys + Math.ceil(maxKeys / 10);
          let dropped = 0;
          for (const k of windows.keys()) {
            if (dropped >= excess) break;
            windows.delete(k);
            dropped += 1;
          }
        }
        window = { count: 0, resetAt: t + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= limit, retryAfterSeconds: Math.ceil((window.resetAt - t) / 1000) };
    },
    size: () => windows.size,
    async close() {
      windows.clear();
    },
  };
}

export type RedisRateLimiter = RateLimiter & {
  /** Resolves once Redis answers, rejects when it refuses or has not answered within `timeoutMs`. */
  waitUntilReady(timeoutMs: number): Promise<void>;
};

export type RedisRateLimiterOptions = {
  /** Reports Redis going away and coming back, once each (console by default). */
  log?: { warn(message: string): void; info(message: string): void };
  /** How long one count may take before its request answers 503 (a Redis that stops answering without closing). */
  commandTimeoutMs?: number;
};

export function createRedisRateLimiter(url: string, prefix = 'kt:rl:', options: RedisRateLimiterOptions = {}): RedisRateLimiter {
  const log = options.log ?? { warn: (message: string) => console.warn(message), info: (message: string) => console.info(message) };
  const commandTimeoutMs = options.commandTimeoutMs ?? 1000;
  const redis = new Redis(url, {
    // While Redis is away a count fails at once (its request answers 503) instead of waiting in
    // a queue for a reconnection, and a Redis that hangs costs a request at most commandTimeout.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2000,
    // Reconnects for as long as it takes, every 0.2 s at first and every 2 s at most.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let hasBeenReady = false;
  let isLost = false;
  let isClosing = false;
  const lose = (reason: string) => {
    // Before the first answer the start (connectRedisRateLimiter) says what is wrong, once.
    if (isLost || isClosing || !hasBeenReady) return;
    isLost = true;
    log.warn(`redis: ${reason}; rate-limited routes answer 503 until it answers again`);
  };
  // Without a listener an 'error' would stop the process; each reconnection attempt emits one, so only the first is told.
  redis.on('error', (error: Error) => lose(error.message));
  redis.on('close', () => lose('connection closed'));
  redis.on('ready', () => {
    hasBeenReady = true;
    if (isLost) log.info('redis: answering again');
    isLost = false;
  });

  const waitUntilReady = (timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      if (redis.status === 'ready') {
        resolve();
        return;
      }
      const done = (error?: Error) => {
        clearTimeout(timer);
        redis.off('ready', onReady);
        redis.off('error', done);
        if (error) reject(error);
        else resolve();
      };
      const onReady = () => done();
      const timer = setTimeout(() => done(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
      redis.once('ready', onReady);
      redis.once('error', done);
    });

  async function count({ key, limit, windowSeconds }: RateLimitRule): Promise<RateLimitResult> {
    // Only the first connection is waited for (a limiter made just before its first count).
    if (!hasBeenReady) await waitUntilReady(commandTimeoutMs);
    const redisKey = prefix + key;
    const [[, hits], [, ttl]] = (await redis
      .multi()
      .incr(redisKey)
      .pttl(redisKey)
      .exec()) as [[Error | null, number], [Error | null, number]];
    let ttlMs = ttl;
    if (ttl < 0) {
      await redis.pexpire(redisKey, windowSeconds * 1000);
      ttlMs = windowSeconds * 1000;
    }
    return { allowed: hits <= limit, retryAfterSeconds: Math.ceil(ttlMs / 1000) };
  }

  return {
    async hit(rule) {
      try {
        return await count(rule);
      } catch (error) {
        // Letting the request through uncounted would open sign-in to guessing, and a 500 would
        // blame the request: 503 with Retry-After, for every caller of the limiter.
        throw new ServiceUnavailableError(error);
      }
    },
    async ping() {
      await redis.ping();
    },
    waitUntilReady,
    async close() {
      isClosing = true;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/** How long a start waits for REDIS_URL to answer. */
const redisStartTimeoutMs = 3000;

/**
 * The shared rate limiter of REDIS_URL, once Redis answers. A start with a Redis that does not
 * answer is refused (every rate-limited route would answer 503) with one line that says what to do.
 */
export async function connectRedisRateLimiter(url: string, log?: RedisRateLimiterOptions['log']): Promise<RedisRateLimiter> {
  const limiter = createRedisRateLimiter(url, undefined, { ...(log ? { log } : {}) });
  try {
    await limiter.waitUntilReady(redisStartTimeoutMs);
    return limiter;
  } catch (error) {
    await limiter.close();
    const { hostname, port } = new URL(url);
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `Invalid configuration:\n  REDIS_URL: Redis at ${hostname}:${port || 6379} does not answer (${reason}); start it, fix the address, or leave REDIS_URL unset to keep rate limits in this process`,
    );
  }
}
