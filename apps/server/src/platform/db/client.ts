import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database as the app sees it, whichever engine runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe when several servers start at once. */
  migrate(): Promise<void>;
  /** Runs `fn` while holding a database-wide lock, so only one server seeds at a time. */
  withExclusiveLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/** An arbitrary constant for pg_advisory_lock, shared by every instance of this app. */
const startupLockId = 72_820_01;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.poolSize ?? 10);
  if (options.kind === 'pglite') {
    await fs.mkdir(options.dataDir, { recursive: true });
    return openPglite(new PGlite(options.dataDir));
  }
  return openPglite(new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}));
}

async function openPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  // PGlite is one connection in this process: queueing in JS is the lock.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    withExclusiveLock<T>(fn: () => Promise<T>) {
      const run = queue.then(fn, fn);
      queue = run.catch(() => undefined);
      return run;
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (restart, failover, a dropped database) would otherwise
  // be an uncaught error that stops the process; the pool discards it and connects anew.
  pool.on('error', (error) => console.warn(`database: idle connection lost (${error.message})`));
  const db = drizzlePg(pool, { schema });
  async function withExclusiveLock<T>(fn: () => Promise<T>): Promise<T> {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [startupLockId]);
      return await fn();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [startupLockId]).catch(() => undefined);
      lockClient.release();
    }
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => withExclusiveLock(() => migratePg(db, { migrationsFolder })),
    withExclusiveLock,
    close: () => pool.end(),
  };
}

export function databaseOptionsFromConfig(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') };
}
