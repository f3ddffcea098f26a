import type { Db } from '../src/platform/db/client.ts';

/**
 * Mail is a job sent by the queue's worker after the request that caused it. A test reads the
 * outbox after this has worked every job that is due, so "no mail was sent" means none was
 * queued, not that the worker had not got to it yet.
 */
const drains = new WeakMap<Db, () => Promise<void>>();

export function registerMailDrain(db: Db, drain: () => Promise<void>) {
  drains.set(db, drain);
}

export async function drainMail(db: Db) {
  await drains.get(db)?.();
}
