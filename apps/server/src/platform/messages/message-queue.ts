import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { indiaDate } from '@kt/contract/india-time';
import type { PhoneChannel } from '@kt/contract/phone/message-kinds';
import type { Db } from '../db/client.ts';
import { jobDb, type JobQueue, type Jobs, type JobWriter } from '../jobs/jobs.ts';
import { ProviderError, type MessageSender, type OutgoingMessage, type SenderMode, type StoredMessage } from './message-types.ts';

export const messageQueueName = 'message';
type MessageJob = { id: string };

/** What became of a message asked to be queued. */
export type QueueOutcome = 'queued' | 'budget-spent' | 'channel-off';

export type Messages = {
  /**
   * Queues an SMS or WhatsApp message through `writer` (the transaction of the change that
   * causes it), counting an SMS against the day's budget. Two statements and the job's: not for
   * a pipeline's `finishWith`.
   */
  queue(writer: JobWriter, message: OutgoingMessage): Promise<QueueOutcome>;
  /** How each channel delivers in this install. */
  modes: Record<PhoneChannel, SenderMode>;
  smsDailyBudget: number;
  /** Today's SMS (India day) so far. */
  smsUsedToday(): Promise<{ day: string; used: number }>;
};

const shorten = (text: string) => (text.length > 500 ? `${text.slice(0, 500)}…` : text);

/** The worker's side: sends one queued message by its channel's sender and records what the provider said. */
export function messageJobQueue(deps: { db: Db; senders: Record<PhoneChannel, MessageSender>; log: Pick<FastifyBaseLogger, 'warn'> }): JobQueue<MessageJob> {
  const run = (text: string, values: unknown[]) => jobDb(deps.db).executeSql(text, values);
  const record = (id: string, state: 'sent' | 'failed' | 'queued', answer: string, providerMessageId: string | null = null) =>
    run(
      `update outgoing_messages set state = $2, attempts = attempts + 1, provider_answer = $3,
         provider_message_id = coalesce($4, provider_message_id), updated_at = now() where id = $1`,
      [id, state, shorten(answer), providerMessageId],
    );
  return {
    name: messageQueueName,
    async handle(job) {
      const { rows } = await run(
        `select id, channel, to_e164 as "to", kind, params, text, language, state from outgoing_messages where id = $1`,
        [job.data.id],
      );
      const row = rows[0] as (StoredMessage & { state: string }) | undefined;
      // Sent already (a retry after the provider answered), or gone with its account: nothing to do.
      if (!row || row.state !== 'queued') return;
      const sender = deps.senders[row.channel];
      try {
        const result = await sender.send(row);
        await record(row.id, 'sent', result.answer, result.providerMessageId);
      } catch (error) {
        const answer = error instanceof ProviderError ? error.answer : error instanceof Error ? error.message : String(error);
        const isLastTry = job.retryCount >= job.retryLimit;
        if ((error instanceof ProviderError && error.isPermanent) || isLastTry) {
          await record(row.id, 'failed', answer);
          deps.log.warn({ messageId: row.id, channel: row.channel, answer: shorten(answer) }, 'message failed for good');
          return;
        }
        await record(row.id, 'queued', answer);
        throw error;
      }
    },
  };
}

/** The features' side: queues messages in their own transactions, within the day's SMS budget. */
export function createMessages(deps: {
  db: Db;
  jobs: Pick<Jobs, 'send'>;
  senders: Record<PhoneChannel, MessageSender>;
  smsDailyBudget: number;
  /** The embedded database: one connection, so the budget is counted in the caller's transaction. */
  isSharedConnection: boolean;
  now?: () => Date;
}): Messages {
  const now = deps.now ?? (() => new Date());
  const modes = { sms: deps.senders.sms.mode, whatsapp: deps.senders.whatsapp.mode };
  return {
    modes,
    smsDailyBudget: deps.smsDailyBudget,
    async queue(writer, message) {
      if (modes[message.channel] === 'off') return 'channel-off';
      const db = jobDb(writer);
      if (message.channel === 'sms') {
        // One statement takes one SMS of the day's budget, or none when it is spent. On PostgreSQL
        // it commits on its own: inside the caller's transaction the day's row would stay locked
        // until that commits, and every checkout of the site would wait for the one before it. A
        // transaction that then rolls back has spent one SMS of the budget without sending it.
        // PGlite has one connection, held by the caller's transaction: there it goes through that.
        const counter = deps.isSharedConnection ? db : jobDb(deps.db);
        const { rows } = await counter.executeSql(
          `insert into sms_daily_usage (day, queued) select $1::date, 1 where $2::int > 0
             on conflict (day) do update set queued = sms_daily_usage.queued + 1 where sms_daily_usage.queued < $2::int
           returning queued`,
          [indiaDate(now()), deps.smsDailyBudget],
        );
        if (rows.length === 0) return 'budget-spent';
      }
      const id = randomUUID();
      await db.executeSql(
        `insert into outgoing_messages (id, channel, to_e164, kind, params, text, language, user_id, order_number)
           values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9)`,
        [id, message.channel, message.to, message.kind, JSON.stringify(message.params), message.text, message.language ?? 'en', message.userId ?? null, message.orderNumber ?? null],
      );
      await deps.jobs.send(writer, messageQueueName, { id } satisfies MessageJob);
      return 'queued';
    },
    async smsUsedToday() {
      const day = indiaDate(now());
      const { rows } = await jobDb(deps.db).executeSql('select queued from sms_daily_usage where day = $1::date', [day]);
      return { day, used: Number((rows[0] as { queued?: number } | undefined)?.queued ?? 0) };
    },
  };
}
