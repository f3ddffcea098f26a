import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fromPglite, type ConstructorOptions } from 'pg-boss';
import * as schema from './schema/index.ts';
import { serverRoot } from '../config/server-root.ts';
import { pgliteStatements, postgresStatements, type Statements } from './statements.ts';

export type Schema = typeof schema;
/** The database as the app sees it, whichever engine runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  /** The hot paths' prepared statements, and their pipelined transactions (see statements.ts). */
  statements: Statements;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe when several servers start at once. */
  migrate(): Promise<void>;
  /** Runs `fn` while holding a database-wide lock, so only one server seeds at a time. */
  withExclusiveLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Listens on a notification channel (LISTEN/NOTIFY), so every server on this database hears
   * what any of them, or a trigger, announces. `lost` is called when the listening connection
   * drops (messages may have been missed) and `restored` once it listens again.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<Channel>;
  /** How the job queue reaches this database: PGlite's one connection, or a small pool of its own. */
  jobConnection: Pick<ConstructorOptions, 'db' | 'connectionString' | 'max' | 'backend'>;
  close(): Promise<void>;
};

export type ChannelHandlers = { message(payload: string): void; lost(): void; restored(): void };
export type Channel = {
  /** Announces `payload` to every listener, this one included, after everything committed before it. */
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** An arbitrary constant for pg_advisory_lock, shared by every instance of this app. */
const startupLockId = 72_820_01;

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** How long a query waits for a connection before it fails (and its request answers 503). */
      connectTimeoutMs?: number;
      /** Where a lost connection is reported (once per outage); console.warn by default. */
      warn?: (message: string) => void;
    }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    return openPostgres(options.url, options.poolSize ?? 10, options.connectTimeoutMs ?? defaultConnectTimeoutMs, options.warn ?? console.warn);
  }
  if (options.kind === 'pglite') {
    await fs.mkdir(options.dataDir, { recursive: true });
    // On Node, PGlite writes its files directly (NODEFS): there is nothing to sync after a
    // query, and waiting for that empty sync in turn with every other query costs a third of each.
    return openPglite(new PGlite(options.dataDir, { relaxedDurability: true }));
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
    statements: pgliteStatements(client),
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    withExclusiveLock<T>(fn: () => Promise<T>) {
      const run = queue.then(fn, fn);
      queue = run.catch(() => undefined);
      return run;
    },
    async listen(channel, handlers) {
      // PGlite hands a notification to its listeners before the committing query returns.
      const unlisten = await client.listen(channel, handlers.message);
      return {
        notify: async (payload) => {
          await client.query('select pg_notify($1, $2)', [channel, payload]);
        },
        // Nothing to undo once the database itself is closed.
        close: () => (client.closed ? Promise.resolve() : unlisten()),
      };
    },
    jobConnection: { db: fromPglite(client), backend: 'pglite' },
    close: () => client.close(),
  };
}

/**
 * Without a bound a query waits for a connection as long as the database is unreachable (a
 * host that drops packets never refuses), and so does its request; with it, the request answers
 * 503 within seconds. It bounds the wait for a free connection when all are busy too.
 */
const defaultConnectTimeoutMs = 5000;

/** Reports lost connections at most once in 10 s: a restart ends every connection of the pool at once. */
function connectionLossReporter(warn: (message: string) => void) {
  let quietUntil = 0;
  let unreported = 0;
  return (error: Error) => {
    const now = Date.now();
    if (now < quietUntil) {
      unreported += 1;
      return;
    }
    const more = unreported > 0 ? `; ${unreported} more since the last report` : '';
    warn(`database: connection lost (${error.message})${more}; queries that need it answer 503 until it is back`);
    unreported = 0;
    quietUntil = now + 10_000;
  };
}

async function openPostgres(url: string, poolSize: number, connectTimeoutMs: number, warn: (message: string) => void): Promise<Database> {
  // Pipeline mode: a query is sent at once, not after the answer to the one before, so the
  // statements of a pipelined transaction (statements.ts) share round trips; code that awaits
  // each query runs as before.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: connectTimeoutMs, pipeline: true });
  // A connection the server ends (restart, failover, a dropped database) emits an 'error' that
  // stops the process when nobody listens. The pool listens only while a connection is idle, so
  // every connection gets a listener of its own, which also covers the time it is checked out
  // (a transaction between two statements); the query on it fails (503), and the pool drops it
  // and connects anew.
  const reportLoss = connectionLossReporter(warn);
  pool.on('connect', (client) => client.on('error', reportLoss));
  // The pool passes an idle connection's error on too: reported above already.
  pool.on('error', () => undefined);
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
    statements: postgresStatements(pool),
    kind: 'postgres',
    migrate: () => withExclusiveLock(() => migratePg(db, { migrationsFolder })),
    withExclusiveLock,
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    jobConnection: { connectionString: url, max: 3 },
    close: () => pool.end(),
  };
}

/** One connection of its own that LISTENs, and connects again (after 0.5-5 s) when it drops. */
async function listenOnPostgres(url: string, channel: string, handlers: ChannelHandlers): Promise<Channel> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 500;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    next.on('error', () => drop(next));
    next.on('end', () => drop(next));
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
    retryMs = 500;
  };
  const drop = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    lost.end().catch(() => undefined);
    handlers.lost();
    if (!closed) setTimeout(reconnect, retryMs).unref();
  };
  const reconnect = () => {
    if (closed) return;
    connect().then(handlers.restored, () => {
      retryMs = Math.min(retryMs * 2, 5000);
      setTimeout(reconnect, retryMs).unref();
    });
  };
  await connect();
  // One query at a time on the listening connection (pg queues them, but deprecates relying on it).
  let lastNotify: Promise<unknown> = Promise.resolve();
  return {
    notify(payload) {
      const sending = lastNotify.then(() => {
        if (!client) throw new Error(`not listening on ${channel}`);
        return client.query('select pg_notify($1, $2)', [channel, payload]);
      });
      lastNotify = sending.catch(() => undefined);
      return sending.then(() => undefined);
    },
    async close() {
      closed = true;
      const last = client;
      client = undefined;
      await last?.end();
    },
  };
}

export function databaseOptionsFromConfig(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') };
}
