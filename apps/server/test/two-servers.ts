import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { runSeed } from '../src/seed/seed.ts';
import { registerMailDrain } from './mail-drain.ts';
import { openTestDatabase, unlimited } from './test-app.ts';

export type TwoServers = { apps: [FastifyInstance, FastifyInstance]; close(): Promise<void> };

/**
 * Two servers on one fresh PostgreSQL database (TEST_DATABASE_URL: a database both can reach),
 * each with its own pool, caches and job worker, as two instances of production are; the first
 * writes the demo seed before the second starts. For the tests of what one server's change
 * shows on the other (the lists held in memory, kept fresh by NOTIFY).
 */
export async function openTwoServers(): Promise<TwoServers> {
  const shared = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kt-two-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED: 'off', JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' });
  const open = async () => {
    const database = await openDatabase({ kind: 'postgres', url: String(shared.url), poolSize: 2 });
    const app = await buildApp({ config, database, rateLimiter: unlimited });
    app.addHook('onClose', () => database.close());
    await app.ready();
    // Mail is a job: tests read it once the queue has been worked (mail-drain.ts).
    registerMailDrain(app.deps.db, () => app.deps.jobs.drain());
    return app;
  };
  const first = await open();
  // A database handed to buildApp is not seeded by it; the catalogue and the demo accounts are what the tests read.
  await runSeed(first.deps.database, { config, log: { info: () => undefined, warn: () => undefined }, storage: first.deps.storage, pincodes: first.deps.pincodes });
  const apps: [FastifyInstance, FastifyInstance] = [first, await open()];
  return {
    apps,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await shared.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Asks until `read` gives `expected`, for at most two seconds: another server's change arrives by NOTIFY. */
export async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 2000;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await read();
  }
  expect(last).toEqual(expected);
}
