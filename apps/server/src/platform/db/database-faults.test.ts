import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../config/config.ts';
import { createHealthCheck } from '../http/health.ts';
import { createPincodeDirectory } from '../places/pincode-directory.ts';
import { createLocalStorage } from '../files/storage.ts';
import { openDatabase, type Database } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';
import { openTestDatabase, unlimited } from '../../../test/test-app.ts';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300', 'ECONNREFUSED', 'ECONNRESET'])('knows %s', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it.each([
    'Connection terminated',
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
  ])("knows node-postgres' '%s'", (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it("looks inside Drizzle's wrapper and a failed connection to several addresses", () => {
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('57P01') }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), { code: undefined }))).toBe(true);
  });

  it('leaves a wrong query (unique violation, syntax error) alone', () => {
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('23505') }))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42601'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});

/*
 * The app on real PostgreSQL through a proxy the test controls: taking the proxy away is the
 * database going away (a restart, a crash), without touching the PostgreSQL the other tests share.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the database going away (PostgreSQL)', () => {
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let dataDir: string;
  let databaseName: string;
  const warnings: string[] = [];

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    const direct = new URL(opened.url ?? '');
    databaseName = direct.pathname.slice(1);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(direct);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    database = await openDatabase({ kind: 'postgres', url: proxied.toString(), poolSize: 4, connectTimeoutMs: 1000, warn: (line) => warnings.push(line) });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kt-db-faults-'));
    // The list cache would answer the category list from memory; the database must be asked.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED: 'off', LIST_CACHE: 'off', JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' });
    app = await buildApp({
      config,
      database,
      storage: createLocalStorage(path.join(dataDir, 'uploads'), config.publicUrl),
      pincodes: createPincodeDirectory(),
      rateLimiter: unlimited,
      jobSettings: { pollSeconds: 30 },
    });
    // A transaction that is idle (between two statements) when the server ends its connection.
    app.post('/test/transaction-across-a-restart', async () => {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await terminateConnections(databaseName);
        await sleep(300);
        await tx.execute(sql`select 1`);
      });
      return { done: true };
    });
    await app.ready();
  });

  afterAll(async () => {
    await proxy.start();
    await app.close();
    await database.close();
    await proxy.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const categories = () => app.inject({ method: 'GET', url: '/cat/category-list/' });

  async function untilServed(limitMs: number): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < limitMs) {
      if ((await categories()).statusCode === 200) return performance.now() - started;
      await sleep(100);
    }
    throw new Error(`not served again within ${limitMs} ms`);
  }

  it('answers 503 with Retry-After, never 500, while the database is away, and serves again within seconds of its return', async () => {
    expect((await categories()).statusCode).toBe(200);
    await proxy.stop();

    const started = performance.now();
    const down = await categories();
    expect(performance.now() - started).toBeLessThan(2000);
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({ code: 'UNAVAILABLE', message: messages.general.serviceUnavailable });
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', database: 'down', redis: 'none' });

    await proxy.start();
    expect(await untilServed(5000)).toBeLessThan(5000);
    const healthy = await app.inject({ method: 'GET', url: '/health' });
    expect(healthy.json()).toEqual({ status: 'ok', database: 'up', redis: 'none' });
    // The pool lost all its connections at once: reported once, not once per connection.
    expect(warnings.length).toBeLessThanOrEqual(1);
  });

  it('answers 503 when the server ends a connection inside a transaction (57P01), and the process lives on', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/transaction-across-a-restart' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(await untilServed(5000)).toBeLessThan(5000);
  });

  it('does not hang while the database host does not answer: a query waits the connect timeout, /health 2 s', async () => {
    await proxy.blackhole();
    try {
      const started = performance.now();
      const res = await categories();
      expect(res.statusCode).toBe(503);
      expect(performance.now() - started).toBeLessThan(3000);

      const healthStarted = performance.now();
      const check = createHealthCheck({ database, rateLimiter: unlimited, timeoutMs: 500 });
      expect(await check()).toEqual({ status: 'unavailable', database: 'down', redis: 'none' });
      expect(performance.now() - healthStarted).toBeLessThan(1500);
    } finally {
      await proxy.stop();
      await proxy.start();
    }
    expect(await untilServed(5000)).toBeLessThan(5000);
  });
});

/** What a restart of PostgreSQL does to this database's connections: 57P01 on each. */
async function terminateConnections(databaseName: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName]);
  } finally {
    await admin.end();
  }
}
