import type { Database } from '../db/client.ts';
import type { RateLimiter } from '../rate-limits/rate-limit.ts';

export type HealthReport = {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
  /** 'none' when the rate limits are counted in memory (no REDIS_URL). */
  redis: 'up' | 'down' | 'none';
};

/** Resolves true when `work` succeeds within `timeoutMs`, false when it fails or takes longer. */
function answersWithin(work: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    work().then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}

/**
 * What /health reports. It asks the database (and Redis, when configured) at most once a second
 * while they answer (load balancers ask often, and the embedded database answers one query at a
 * time); checks arriving together share one probe, a failed probe is not reused, and a part
 * that does not answer within `timeoutMs` counts as down, so the check never hangs.
 */
export function createHealthCheck(deps: { database: Pick<Database, 'db'>; rateLimiter: RateLimiter; timeoutMs?: number }) {
  const timeoutMs = deps.timeoutMs ?? 2000;
  const { ping } = deps.rateLimiter;
  let probe: Promise<HealthReport> | undefined;
  let reuseUntil = 0;

  async function ask(): Promise<HealthReport> {
    const [database, redis] = await Promise.all([
      answersWithin(() => deps.database.db.execute('select 1'), timeoutMs),
      ping ? answersWithin(() => ping.call(deps.rateLimiter), timeoutMs) : Promise.resolve(undefined),
    ]);
    const report: HealthReport = {
      status: database && redis !== false ? 'ok' : 'unavailable',
      database: database ? 'up' : 'down',
      redis: redis === undefined ? 'none' : redis ? 'up' : 'down',
    };
    return report;
  }

  return function checkHealth(): Promise<HealthReport> {
    const isFresh = probe !== undefined && (reuseUntil === 0 || performance.now() < reuseUntil);
    if (!isFresh) {
      reuseUntil = 0;
      const current = ask().then((report) => {
        // Only a healthy answer is reused; after a failure the next check asks again.
        if (probe === current) reuseUntil = report.status === 'ok' ? performance.now() + 1000 : performance.now();
        return report;
      });
      probe = current;
    }
    return probe as Promise<HealthReport>;
  };
}
