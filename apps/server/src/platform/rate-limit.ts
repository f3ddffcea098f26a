import { Redis } from 'ioredis';

export type RateLimitRule = { key: string; limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counters keyed by what is limited ('signin:ip:1.2.3.4', 'signin:email:a@b.in').
 * In memory for one server; in Redis (REDIS_URL) so every instance shares the counts.
 */
export type RateLimiter = {
  hit(rule: RateLimitRule): Promise<RateLimitResult>;
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

export function createRedisRateLimiter(url: string, prefix = 'kt:rl:'): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  return {
    async hit({ key, limit, windowSeconds }) {
      const redisKey = prefix + key;
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(redisKey)
        .pttl(redisKey)
        .exec()) as [[Error | null, number], [Error | null, number]];
      let ttlMs = ttl;
      if (ttl < 0) {
        await redis.pexpire(redisKey, windowSeconds * 1000);
        ttlMs = windowSeconds * 1000;
      }
      return { allowed: count <= limit, retryAfterSeconds: Math.ceil(ttlMs / 1000) };
    },
    async close() {
      await redis.quit();
    },
  };
}
