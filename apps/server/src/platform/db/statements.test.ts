/**
 * Pipelined transactions (statements.ts) on the embedded database, and on PostgreSQL when
 * TEST_DATABASE_URL is set: all or nothing, the first failure reported, nothing sent after
 * the COMMIT, and a row lock that makes the reads sent behind it wait for its holder.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Database } from './client.ts';
import { statement } from './statements.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const p = sql.placeholder;
const insertProbe = statement<{ n: number }, { id: number }>('test_insert_probe', sql`insert into pipeline_probe (n) values (${p('n')}) returning id`);
const countProbes = statement<{ n: number }, { count: number }>('test_count_probes', sql`select count(*)::int as count from pipeline_probe where n = ${p('n')}`);
const lockProbe = statement<{ id: number }, { id: number }>('test_lock_probe', sql`select id from pipeline_probe where id = ${p('id')} for update`);
const failing = statement<Record<string, never>, never>('test_failing', sql`select 1 / 0`);

let database: Database;
let url: string | undefined;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, url, drop } = await openTestDatabase());
  await database.db.execute(sql`create table pipeline_probe (id serial primary key, n integer not null)`);
});
afterAll(() => drop());

const count = async (n: number) => (await database.statements.run(countProbes, { n }))[0]?.count;

describe('a pipelined transaction', () => {
  it('commits its statements together, the last one with its COMMIT', async () => {
    const rows = await database.statements.transaction(async (tx) => {
      const [first] = await Promise.all([tx.run(insertProbe, { n: 1 }), tx.run(insertProbe, { n: 1 })]);
      expect(first).toHaveLength(1);
      return tx.finish(insertProbe, { n: 1 });
    });
    expect(rows[0]?.id).toEqual(expect.any(Number));
    expect(await count(1)).toBe(3);
  });

  it('rolls everything back on a failure and reports that failure, not the statements behind it', async () => {
    const attempt = database.statements.transaction(async (tx) => {
      await Promise.all([tx.run(insertProbe, { n: 2 }), tx.run(failing, {}), tx.run(insertProbe, { n: 2 })]);
    });
    await expect(attempt).rejects.toThrow(/division by zero/);
    expect(await count(2)).toBe(0);
  });

  it('rolls back when the last statement, sent with the COMMIT, fails', async () => {
    const attempt = database.statements.transaction(async (tx) => {
      await tx.run(insertProbe, { n: 3 });
      return tx.finish(failing, {});
    });
    await expect(attempt).rejects.toThrow(/division by zero/);
    expect(await count(3)).toBe(0);
  });

  it("commits a library's statement with the COMMIT behind it, and refuses a second one", async () => {
    await database.statements.transaction(async (tx) => {
      await tx.run(insertProbe, { n: 4 });
      await tx.finishWith((last) => last.executeSql('insert into pipeline_probe (n) values ($1)', [4]));
    });
    expect(await count(4)).toBe(2);
    const twice = database.statements.transaction((tx) =>
      tx.finishWith(async (last) => {
        await last.executeSql('insert into pipeline_probe (n) values ($1)', [5]);
        await last.executeSql('insert into pipeline_probe (n) values ($1)', [5]);
      }),
    );
    await expect(twice).rejects.toThrow(/after COMMIT/);
    // On PostgreSQL the first one went out with the COMMIT; the second never runs on either engine.
    expect(await count(5)).toBe(database.kind === 'postgres' ? 1 : 0);
  });

  it('refuses a statement after the last one', async () => {
    const late = database.statements.transaction(async (tx) => {
      const rows = tx.finish(insertProbe, { n: 9 });
      await tx.run(insertProbe, { n: 9 });
      return rows;
    });
    await expect(late).rejects.toThrow(/after COMMIT/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a pipelined transaction on PostgreSQL', () => {
  it('reads behind a row lock what the lock\'s previous holder committed', async () => {
    const [probe] = await database.statements.run(insertProbe, { n: 6 });
    let releaseHolder = () => undefined as void;
    const held = new Promise<void>((resolve) => (releaseHolder = resolve));
    let locked = () => undefined as void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = database.statements.transaction(async (tx) => {
      await tx.run(lockProbe, { id: probe?.id ?? 0 });
      await tx.run(insertProbe, { n: 6 });
      locked();
      await held;
      return tx.finish(insertProbe, { n: 6 });
    });
    await isLocked;
    const reader = database.statements.transaction(async (tx) => {
      const [, counted] = await Promise.all([tx.run(lockProbe, { id: probe?.id ?? 0 }), tx.run(countProbes, { n: 6 })]);
      return counted[0]?.count;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    releaseHolder();
    await holder;
    expect(await reader).toBe(3);
  });

  it('drops a connection that broke inside the transaction and goes on with the others', async () => {
    const attempt = database.statements.transaction(async (tx) => {
      const [row] = (await tx.executeSql('select pg_backend_pid() as pid')).rows as { pid: number }[];
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [row?.pid]);
      await admin.end();
      await tx.run(insertProbe, { n: 7 });
    });
    const error = await attempt.catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(error)).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await database.statements.transaction((tx) => tx.finish(insertProbe, { n: 8 }));
    }
    expect(await count(8)).toBe(6);
    expect(await count(7)).toBe(0);
  });
});
