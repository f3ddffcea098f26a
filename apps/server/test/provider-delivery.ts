import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MessageKind, PhoneChannel } from '@kt/contract/phone/message-kinds';
import { renderMessage, type MessageParams } from '@kt/contract/phone/message-texts';
import { outgoingMessages } from '../src/platform/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** A mobile number of India no other test uses (+9198XXXXXXXX). */
export function uniqueMobile(): string {
  return `+9198${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Queues one message of `kind` to `to` through the app's own queue, as a feature does. */
export async function queuePhoneMessage<K extends MessageKind>(t: TestApp, channel: PhoneChannel, to: string, kind: K, values: MessageParams<K>) {
  const { text, params } = renderMessage(kind, values);
  const outcome = await t.app.deps.messages.queue(t.database.db, { channel, to, kind, params, text });
  expect(outcome).toBe('queued');
  return { text, params };
}

/** The newest message to `to`, as the worker left it. */
export async function latestMessageTo(t: TestApp, to: string) {
  const [row] = await t.database.db.select().from(outgoingMessages).where(eq(outgoingMessages.toE164, to)).orderBy(desc(outgoingMessages.createdAt)).limit(1);
  return row;
}

/**
 * Works the job queue until the newest message to `to` is sent or failed: a retried job waits
 * out its backoff (about a second in these tests) before it is due again. Gives up after `ms`.
 */
export async function deliverMessageTo(t: TestApp, to: string, ms = 15_000) {
  const until = Date.now() + ms;
  for (;;) {
    await t.app.deps.jobs.drain();
    const row = await latestMessageTo(t, to);
    if (row && row.state !== 'queued') return row;
    if (Date.now() > until) throw new Error(`the message to ${to} is still ${row?.state ?? 'missing'} after ${ms} ms (${row?.providerAnswer ?? ''})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
