import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './platform/app-deps.ts';
import type { Config } from './platform/config/config.ts';
import { databaseOptionsFromConfig, openDatabase, type Database } from './platform/db/client.ts';
import { createPincodeDirectory, type PincodeDirectory } from './platform/places/pincode-directory.ts';
import type { FileStorage } from './platform/files/storage.ts';
import { createStorageFromConfig } from './platform/files/storage-choice.ts';
import { createListCache } from './platform/cache/list-cache.ts';
import { createPageReads } from './platform/http/page-reads.ts';
import { createAccessTokens } from './platform/auth/access-tokens.ts';
import { createRefreshTokens } from './platform/auth/refresh-tokens.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mail/mailer.ts';
import { connectRedisRateLimiter, createMemoryRateLimiter, type RateLimiter } from './platform/rate-limits/rate-limit.ts';
import { resolveJwtSecret } from './platform/auth/secrets.ts';
import { startJobs } from './platform/jobs/jobs.ts';
import { createMessages, messageJobQueue } from './platform/messages/message-queue.ts';
import type { MessageSender } from './platform/messages/message-types.ts';
import { createSendersFromConfig } from './platform/messages/sender-choice.ts';
import type { JobSettings } from './platform/jobs/job-settings.ts';
import { deleteExpiredTokens } from './platform/auth/expired-tokens.ts';
import { sweepStoredFiles } from './platform/files/stored-file-sweep.ts';
import { runSeed } from './seed/seed.ts';
import { deleteAbandonedItems } from './features/orders/orders.repo.ts';
import { pickupRemindersCron, runPickupReminders } from './features/orders/pickup-reminders.ts';
import { runUnansweredPickups, unansweredPickupsCron } from './features/orders/unanswered-pickups.ts';
import { defaultAdminEmail, ensureFirstAdmin } from './features/admin/admin-accounts.ts';

export type DepsOptions = {
  config: Config;
  /** An open, migrated database; when absent the app opens, migrates and seeds its own. */
  database?: Database;
  storage?: FileStorage;
  pincodes?: PincodeDirectory;
  mailer?: Mailer;
  /** The SMS and WhatsApp senders (tests hand in providers on loopback); else from the config. */
  senders?: Partial<Record<'sms' | 'whatsapp', MessageSender>>;
  /** Retry timings of the job queue (tests and the fault test shorten them). */
  jobSettings?: Partial<JobSettings>;
  rateLimiter?: RateLimiter;
};

/**
 * Opens what the features share (storage, database, mail, jobs, tokens, caches) as `app.deps`,
 * and closes it with the app: the jobs being sent finish before the database closes.
 */
export async function decorateDeps(app: FastifyInstance, options: DepsOptions): Promise<AppDeps> {
  const { config } = options;
  const storage = options.storage ?? createStorageFromConfig(config);
  const pincodes = options.pincodes ?? createPincodeDirectory();
  // Before the database: a REDIS_URL that does not answer refuses the start at once.
  const rateLimiter =
    options.rateLimiter ?? (config.redisUrl ? await connectRedisRateLimiter(config.redisUrl, app.log) : createMemoryRateLimiter());
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(databaseOptionsFromConfig(config)));
  if (ownsDatabase) {
    try {
      await database.migrate();
      if (config.seed === 'auto') {
        await runSeed(database, { config, log: app.log, storage, pincodes, announce: config.env !== 'test' });
      }
      // After the seed (whose demo admin counts): a site is never left without an admin.
      await ensureFirstAdmin(database.db, {
        email: config.adminEmail ?? defaultAdminEmail(config.publicUrl),
        announce: (lines) => console.info(lines),
      });
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  const mailer =
    options.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(database.db));
  const senders = { ...createSendersFromConfig(config, database.db), ...options.senders };
  const jobs = await startJobs({
    connection: database.jobConnection,
    mailer,
    log: app.log,
    settings: { ...config.jobs, ...options.jobSettings },
    queues: [messageJobQueue({ db: database.db, senders, log: app.log })],
    scheduled: [
      {
        // Stale cart items, dead tokens and orphaned files, at 03:30 India time when the site is quiet.
        name: 'nightly-cleanup',
        cron: '30 3 * * *',
        run: async () => {
          const items = await deleteAbandonedItems(database.db);
          const tokens = await deleteExpiredTokens(database.db);
          const files = await sweepStoredFiles({ db: database.db, storage, log: app.log });
          app.log.info({ items, ...tokens, files }, 'nightly cleanup');
        },
      },
      {
        // The customers of tomorrow's pickups, the evening before (issue 27). app.deps exists by
        // the time it runs: its messages queue through the jobs started here.
        name: 'pickup-reminders',
        cron: pickupRemindersCron,
        run: async () => {
          const reminded = await runPickupReminders({ db: database.db, messages: app.deps.messages, jobs: app.deps.jobs, publicUrl: config.publicUrl });
          app.log.info({ reminded }, 'pickup reminders');
        },
      },
      {
        // Issue 28: New pickups their dealer left unanswered for 4 daytime hours, flagged to the customer once.
        name: 'unanswered-pickups',
        cron: unansweredPickupsCron,
        run: async () => {
          const flagged = await runUnansweredPickups({ db: database.db, messages: app.deps.messages, jobs: app.deps.jobs, publicUrl: config.publicUrl });
          app.log.info({ flagged }, 'unanswered pickups');
        },
      },
    ],
  });
  const accessTokens = createAccessTokens(await resolveJwtSecret(config));
  const refreshTokens = createRefreshTokens(database.db);
  const listCache = await createListCache(database, { enabled: config.listCache, maxBytes: config.listCacheBytes, log: app.log });
  app.decorate('deps', {
    config,
    database,
    db: database.db,
    storage,
    pincodes,
    mailer,
    jobs,
    messages: createMessages({ db: database.db, jobs, senders, smsDailyBudget: config.smsDailyBudget, isSharedConnection: database.kind === 'pglite' }),
    rateLimiter,
    accessTokens,
    refreshTokens,
    listCache,
    pageReads: createPageReads(),
  });
  app.addHook('onClose', async () => {
    // The requests have finished by now; the jobs being sent finish before the database closes.
    await jobs.stop();
    mailer.close();
    if (!options.rateLimiter) await rateLimiter.close();
    await listCache.close();
    if (ownsDatabase) await database.close();
  });
  return app.deps;
}
