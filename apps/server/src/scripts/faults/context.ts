import type { DataSet } from '../bench/data-set.ts';
import type { Cluster } from './cluster.ts';
import { prepareDatabase, startServerUnderTest, type Admin, type ServerUnderTest } from './environment.ts';
import { openConnection, sleep, waitUntil } from './http-client.ts';
import type { SmtpSink } from './smtp-sink.ts';

/** What every scenario works with: the throwaway cluster and its main database's data set, the SMTP sink. */
export type FaultContext = {
  cluster: Cluster;
  sink: SmtpSink;
  databaseUrl: string;
  dataSet: DataSet;
  admin: Admin;
  /** A server on `databaseUrl` (or another database), mail to the sink; `extraEnv` on top of the production env. */
  startServer(name: string, options?: { databaseUrl?: string; extraEnv?: Record<string, string> }): Promise<ServerUnderTest>;
  /**
   * Another database on the cluster, migrated, with an admin and (`withDataSet`) the same data
   * set: for a scenario that counts mails, so it does not wait behind the mails an earlier
   * scenario left queued, or that needs a mail queue created with its own retry settings.
   */
  freshDatabase(name: string, withDataSet: boolean): Promise<{ url: string; dataSet: DataSet | undefined; admin: Admin }>;
};

export const dataSetScale = 0.01;

export function makeContext(parts: Omit<FaultContext, 'startServer' | 'freshDatabase'>): FaultContext {
  return {
    ...parts,
    startServer: (name, options = {}) =>
      startServerUnderTest(name, { databaseUrl: options.databaseUrl ?? parts.databaseUrl, smtpUrl: parts.sink.url, extraEnv: options.extraEnv }),
    async freshDatabase(name, withDataSet) {
      const url = await parts.cluster.createDatabase(name);
      return { url, ...(await prepareDatabase(url, withDataSet ? dataSetScale : undefined)) };
    },
  };
}

/** Polls /health until it answers 200; the statuses it gave meanwhile, and whether it came back in time. */
export async function waitForHealth(
  baseUrl: string,
  timeoutMs: number,
  giveUp: () => boolean = () => false,
): Promise<{ healthy: boolean; ms: number; seen: Map<string, number> }> {
  const connection = openConnection(baseUrl);
  const started = performance.now();
  const seen = new Map<string, number>();
  try {
    const came = await waitUntil(
      async () => {
        const answer = await connection.request('GET', '/health');
        const key = answer.status === undefined ? `no answer (${answer.error ?? '?'})` : String(answer.status);
        seen.set(key, (seen.get(key) ?? 0) + 1);
        return answer.status === 200 || giveUp();
      },
      timeoutMs,
      100,
    );
    return { healthy: came && seen.has('200'), ms: performance.now() - started, seen };
  } finally {
    connection.close();
  }
}

/**
 * Polls /health every 100 ms from now on (through a database restart): `recovery(end)` waits
 * until an answer 200 to a poll sent at or after `end`, and tells what /health answered before
 * `end` (during the restart) and after it.
 */
export function watchHealth(baseUrl: string) {
  const connection = openConnection(baseUrl);
  const polls: { sentAt: number; doneAt: number; status: string }[] = [];
  let watching = true;
  const loop = (async () => {
    while (watching) {
      const answer = await connection.request('GET', '/health');
      polls.push({ sentAt: answer.sentAt, doneAt: answer.doneAt, status: answer.status === undefined ? `no answer (${answer.error ?? '?'})` : String(answer.status) });
      await sleep(100);
    }
  })();
  const countOf = (list: typeof polls) => {
    const counts = new Map<string, number>();
    for (const poll of list) counts.set(poll.status, (counts.get(poll.status) ?? 0) + 1);
    return counts;
  };
  return {
    async recovery(end: number, timeoutMs: number, giveUp: () => boolean) {
      const firstOk = () => polls.find((poll) => poll.sentAt >= end && poll.status === '200');
      await waitUntil(() => firstOk() !== undefined || giveUp(), timeoutMs, 50);
      watching = false;
      await loop;
      connection.close();
      const ok = firstOk();
      return {
        ms: ok ? ok.doneAt - end : Infinity,
        during: countOf(polls.filter((poll) => poll.sentAt < end)),
        after: countOf(polls.filter((poll) => poll.sentAt >= end && (!ok || poll.sentAt <= ok.sentAt))),
      };
    },
  };
}

export const describeCounts = (counts: Map<string, number>) => [...counts].map(([key, n]) => `${key}×${n}`).join(', ') || 'none';

export { sleep };
