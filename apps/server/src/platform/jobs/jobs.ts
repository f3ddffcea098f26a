import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromDrizzle, type ConstructorOptions, type DrizzleTransactionLike, type Job } from 'pg-boss';
import { indiaTimeZone } from '@kt/contract/india-time';
import type { Db } from '../db/client.ts';
import type { Pipeline } from '../db/statements.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { defaultJobSettings, type JobSettings } from './job-settings.ts';

/**
 * The database or a transaction of it (Drizzle's, or a pipelined one of db/statements.ts): a job
 * written through it commits or rolls back with the change.
 */
export type JobWriter = Pick<Db, 'execute'> | Pick<Pipeline, 'executeSql'>;

/** A recurring task on the queue's cron (every instance may schedule it; one runs each time). */
export type ScheduledTask = { name: string; cron: string; run(): Promise<void> };

/** A job as a queue's handler gets it: `retryCount` of `retryLimit` retries used so far. */
export type QueuedJob<T> = { id: string; data: T; retryCount: number; retryLimit: number };

/**
 * A queue of its own beside mail (SMS and WhatsApp messages): the same retries with backoff.
 * `handle` throwing retries the job; on the last try it should record the failure itself.
 */
export type JobQueue<T> = { name: string; handle(job: QueuedJob<T>): Promise<void> };

/** Turns the database or a transaction into pg-boss's `db` option: the job commits with the change. */
export function jobDb(writer: JobWriter): Pick<Pipeline, 'executeSql'> {
  // Drizzle's query result is a thenable of its own; pg-boss only awaits it.
  return 'executeSql' in writer ? writer : fromDrizzle(writer as unknown as DrizzleTransactionLike, sql);
}

export type FailedMail = {
  id: string;
  to: string;
  subject: string;
  error: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date | null;
};

export type Jobs = {
  /** Queues a mail through `writer`: inside a transaction it is sent only once (and if) that commits. A mail to '' (no e-mail) is dropped. */
  sendMail(writer: JobWriter, message: MailMessage): Promise<void>;
  /** Queues several mails in one statement (a pipeline's last one, with its COMMIT). */
  sendMails(writer: JobWriter, messages: readonly MailMessage[]): Promise<void>;
  /** Queues a job on one of the `queues` given at start, through `writer` as sendMail does. */
  send<T extends object>(writer: JobWriter, queue: string, data: T): Promise<void>;
  /** Works every job that is due now (and waits for those other workers hold): tests read mail after it. */
  drain(): Promise<void>;
  failedMails(options?: { limit?: number }): Promise<FailedMail[]>;
  /** How many mails are kept as failed, and when the oldest of them failed (the admin home's figure). */
  countFailedMails(): Promise<{ count: number; oldestFailedAt: Date | null }>;
  /** Queues a failed mail again; false when there is no failed mail with that id. */
  retryMail(id: string): Promise<boolean>;
  /** Stops taking jobs and waits for the running ones (up to `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
};

const mailQueue = 'mail';
const schema = 'pgboss';

/** Creates (or migrates) the queue's tables only; a test template made once holds them. */
export async function installJobSchema(connection: Pick<ConstructorOptions, 'db' | 'connectionString' | 'max' | 'backend'>) {
  const boss = new PgBoss({ ...connection, schema, supervise: false, schedule: false, registerInstance: false, openTelemetry: { enabled: false } });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}

/**
 * Durable jobs on pg-boss, in the app's own database (PostgreSQL, or PGlite in-process): every
 * outgoing message is a row written in the same transaction as the change that causes it, and a
 * worker in every instance sends it, retrying with exponential backoff; what still fails is kept
 * as failed for the admin. See decision 011.
 */
export async function startJobs(options: {
  connection: Pick<ConstructorOptions, 'db' | 'connectionString' | 'max' | 'backend'>;
  /** Where mail goes: SMTP, or the development outbox. */
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  settings?: Partial<JobSettings>;
  scheduled?: readonly ScheduledTask[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each queue's data type is its own
  queues?: readonly JobQueue<any>[];
}): Promise<Jobs> {
  const settings = { ...defaultJobSettings, ...options.settings };
  const { log, mailer } = options;
  const boss = new PgBoss({
    ...options.connection,
    schema,
    // A process killed while sending leaves its job active: without a heartbeat the monitor takes
    // it back after 10 s, instead of after expireInSeconds.
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
    openTelemetry: { enabled: false },
  });
  // A database that restarts or drops a connection is reported here; pg-boss reconnects on its own.
  let lastError = 0;
  boss.on('error', (error: Error) => {
    if (Date.now() - lastError < 10_000) return;
    lastError = Date.now();
    log.warn({ err: error }, 'job queue: database error (retrying)');
  });
  await boss.start();
  const mailQueueOptions = {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: settings.retryDelayMaxSeconds,
    expireInSeconds: 120,
    heartbeatSeconds: 10,
    // Failed mails stay listed for the admin for a month.
    deleteAfterSeconds: 30 * 24 * 3600,
  };
  // createQueue leaves an existing queue as it was: the update applies changed JOB_RETRY_* settings
  // (each new job copies them from its queue).
  await boss.createQueue(mailQueue, mailQueueOptions);
  await boss.updateQueue(mailQueue, mailQueueOptions);

  async function deliver(job: Job<MailMessage>) {
    await mailer.send(job.data);
  }

  await boss.work<MailMessage>(
    mailQueue,
    // A full batch means more is waiting: the worker fetches again at once instead of waiting
    // for its next poll, so a backlog (after an SMTP outage) drains at the mail server's pace.
    { pollingIntervalSeconds: settings.pollSeconds, batchSize: 10, burstWhenBatchFull: true },
    async (jobs) => {
      // One job failing must not fail (and resend) the others of its batch.
      const results = await Promise.allSettled(jobs.map((job) => deliver(job)));
      const failed = results.flatMap((result, i) => (result.status === 'rejected' ? [[jobs[i], result.reason] as const] : []));
      for (const [job, reason] of failed) {
        if (job) await boss.fail(mailQueue, job, { message: reason instanceof Error ? reason.message : String(reason) });
      }
      for (const [, reason] of failed.slice(0, 1)) log.warn({ err: reason }, `mail not sent yet (${failed.length} of ${jobs.length} in a batch; retried later)`);
    },
  );

  const queueHandlers = new Map<string, (job: Job<object> & { retryCount?: number; retryLimit?: number }) => Promise<void>>();
  for (const queue of options.queues ?? []) {
    await boss.createQueue(queue.name, mailQueueOptions);
    await boss.updateQueue(queue.name, mailQueueOptions);
    const handle = (job: Job<object> & { retryCount?: number; retryLimit?: number }) =>
      queue.handle({ id: job.id, data: job.data, retryCount: job.retryCount ?? 0, retryLimit: job.retryLimit ?? settings.retryLimit });
    queueHandlers.set(queue.name, handle);
    await boss.work<object>(
      queue.name,
      { pollingIntervalSeconds: settings.pollSeconds, batchSize: 10, burstWhenBatchFull: true, includeMetadata: true },
      async (jobs) => {
        const results = await Promise.allSettled(jobs.map((job) => handle(job)));
        for (const [i, result] of results.entries()) {
          const job = jobs[i];
          if (result.status === 'rejected' && job) {
            const reason: unknown = result.reason;
            await boss.fail(queue.name, job, { message: reason instanceof Error ? reason.message : String(reason) });
          }
        }
      },
    );
  }

  for (const task of options.scheduled ?? []) {
    await boss.createQueue(task.name, { retryLimit: 2, retryDelay: 60, expireInSeconds: 1800 });
    await boss.schedule(task.name, task.cron, null, { tz: indiaTimeZone });
    await boss.work(task.name, async () => {
      await task.run();
    });
  }

  const waitMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const drainedQueues = [mailQueue, ...queueHandlers.keys()];
  const activeCount = async () => {
    const { rows } = await boss
      .getDb()
      .executeSql(`select count(*)::int as n from ${schema}.job where name = any($1::text[]) and state = 'active'`, [drainedQueues]);
    return Number(rows[0]?.n ?? 0);
  };

  let stopped = false;
  return {
    async sendMail(writer, message) {
      // An account made by mobile number has no e-mail (''): it hears by SMS or WhatsApp instead.
      if (message.to === '') return;
      await boss.send(mailQueue, message, { db: jobDb(writer) });
    },
    async sendMails(writer, messages) {
      if (messages.length === 0) return;
      await boss.insert(mailQueue, messages.map((data) => ({ data })), { db: jobDb(writer) });
    },
    async send(writer, queue, data) {
      if (!queueHandlers.has(queue)) throw new Error(`no job queue '${queue}'`);
      await boss.send(queue, data, { db: jobDb(writer) });
    },
    async drain() {
      for (;;) {
        // One at a time: a batch comes back in no particular order, and tests read "the newest mail".
        const jobs = await boss.fetch<MailMessage>(mailQueue, { batchSize: 1 });
        for (const job of jobs) {
          try {
            await deliver(job);
            await boss.complete(mailQueue, job);
          } catch (error) {
            await boss.fail(mailQueue, job, { message: error instanceof Error ? error.message : String(error) });
          }
        }
        let others = 0;
        for (const [name, handle] of queueHandlers) {
          const queued = await boss.fetch<object>(name, { batchSize: 1, includeMetadata: true });
          others += queued.length;
          for (const job of queued) {
            try {
              await handle(job);
              await boss.complete(name, job);
            } catch (error) {
              await boss.fail(name, job, { message: error instanceof Error ? error.message : String(error) });
            }
          }
        }
        if (jobs.length > 0 || others > 0) continue;
        if ((await activeCount()) === 0) return;
        await waitMs(20);
      }
    },
    async failedMails({ limit = 100 } = {}) {
      const { rows } = await boss.getDb().executeSql(
        `select id, data, output, retry_count, created_on, completed_on from ${schema}.job
          where name = $1 and state = 'failed' order by completed_on desc nulls last, created_on desc limit $2`,
        [mailQueue, limit],
      );
      return rows.map((row: { id: string; data: MailMessage; output: { message?: string } | null; retry_count: number; created_on: Date; completed_on: Date | null }) => ({
        id: row.id,
        to: row.data.to,
        subject: row.data.subject,
        error: row.output?.message ?? '',
        attempts: row.retry_count + 1,
        createdAt: new Date(row.created_on),
        failedAt: row.completed_on ? new Date(row.completed_on) : null,
      }));
    },
    async countFailedMails() {
      const { rows } = await boss
        .getDb()
        .executeSql(`select count(*)::int as n, min(completed_on) as oldest from ${schema}.job where name = $1 and state = 'failed'`, [mailQueue]);
      const row = rows[0] as { n: number; oldest: Date | string | null } | undefined;
      return { count: Number(row?.n ?? 0), oldestFailedAt: row?.oldest ? new Date(row.oldest) : null };
    },
    async retryMail(id) {
      const job = await boss.getJobById<MailMessage>(mailQueue, id);
      if (!job || job.state !== 'failed') return false;
      await boss.retry(mailQueue, id);
      return true;
    },
    async stop(timeoutMs = 20_000) {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
