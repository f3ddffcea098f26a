import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/platform/config/config.ts';
import { openDatabase, type Database } from '../src/platform/db/client.ts';
import { createPincodeDirectory, type PincodeDirectory } from '../src/platform/places/pincode-directory.ts';
import { createLocalStorage, type FileStorage } from '../src/platform/files/storage.ts';
import { runSeed } from '../src/seed/seed.ts';
import type { RateLimiter } from '../src/platform/rate-limits/rate-limit.ts';
import type { Mailer } from '../src/platform/mail/mailer.ts';
import type { MessageSender } from '../src/platform/messages/message-types.ts';
import type { JobSettings } from '../src/platform/jobs/job-settings.ts';
import { templatePath } from './template-path.ts';
import { registerMailDrain } from './mail-drain.ts';

/** Loaded once per test file (worker) and shared by its apps: it is read-only. */
let sharedPincodes: PincodeDirectory | undefined;

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

/**
 * A fresh database for one test file: a copy of the migrated PGlite template, or, when
 * TEST_DATABASE_URL is set, a throwaway PostgreSQL database created here and dropped on close.
 */
export async function openTestDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = await readFile(templatePath);
    const database = await openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([template]) });
    return { database, drop: () => database.close() };
  }
  const name = `kt_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Never limits: most tests make many calls from one address; rate-limit tests use a real limiter. */
export const unlimited: RateLimiter = {
  hit: async () => ({ allowed: true, retryAfterSeconds: 0 }),
  close: async () => undefined,
};

export async function createTestApp(
  options: {
    /**
     * Writes the demo seed (accounts, dealers with prices, content) before the app starts. Off by
     * default: the database holds the migrations only, and a test builds what it reads with
     * factories.ts. Older tests that start from the demo move to factories as they are touched.
     */
    seed?: boolean;
    env?: Record<string, string>;
    rateLimiter?: RateLimiter;
    mailer?: Mailer;
    /** SMS and WhatsApp senders (an adapter pointed at a fake provider on loopback); default: the outbox. */
    senders?: Partial<Record<'sms' | 'whatsapp', MessageSender>>;
    jobSettings?: Partial<JobSettings>;
    /** Made once the app's config is known (a bucket's storage); default: local disk in the test's DATA_DIR. */
    storage?: (config: Config) => FileStorage;
    /** Where the app's log lines go (with `env: { LOG_LEVEL }`), for a test that reads them. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kt-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED: 'off',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ...options.env,
  });
  const { database, drop } = await openTestDatabase();
  const storage = options.storage ? options.storage(config) : createLocalStorage(path.join(dataDir, 'uploads'), config.publicUrl);
  sharedPincodes ??= createPincodeDirectory();
  if (options.seed) {
    await runSeed(database, { config, log: { info: () => undefined, warn: () => undefined }, storage, pincodes: sharedPincodes });
  }
  const app = await buildApp({
    config,
    database,
    storage,
    pincodes: sharedPincodes,
    rateLimiter: options.rateLimiter ?? unlimited,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.senders ? { senders: options.senders } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    // Tests read mail after draining the queue themselves (mail-drain.ts), one job after another
    // in the order they were queued; the worker looks rarely so it does not race them. A test of
    // the worker itself sets its own timings.
    jobSettings: { retryDelaySeconds: 1, retryDelayMaxSeconds: 2, pollSeconds: 30, ...options.jobSettings },
  });
  await app.ready();
  registerMailDrain(database.db, () => app.deps.jobs.drain());
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
