import os from 'node:os';
import pg from 'pg';
import { onCleanup } from './cleanup.ts';

/** Where the bench looks for PostgreSQL: BENCH_DATABASE_URL, else the local server (user from PGUSER/USER). */
export function adminUrl(): string {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  // pg needs a user name; psql's default is the login name.
  const user = process.env.PGUSER || process.env.USER || os.userInfo().username;
  return `postgres://${encodeURIComponent(user)}@127.0.0.1:5432/postgres`;
}

export type PostgresInfo = { version: string; versionNumber: number };

/** The server's version, or why it does not answer (3 s at most). */
export async function probePostgres(url: string): Promise<PostgresInfo | { error: string }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string; num: string }>(
      "select current_setting('server_version') as version, current_setting('server_version_num') as num",
    );
    return { version: rows[0]?.version ?? '?', versionNumber: Number(rows[0]?.num ?? 0) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

export type ThrowawayDatabase = { name: string; url: string; drop(): Promise<void> };

/** A fresh, empty database on the server of `url`, dropped at cleanup (also on error and Ctrl-C). */
export async function createThrowawayDatabase(url: string, info: PostgresInfo): Promise<ThrowawayDatabase> {
  const name = `kt_bench_${Date.now().toString(36)}_${process.pid}`;
  await withClient(url, (client) => client.query(`create database ${name}`));
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const step = onCleanup(`drop database ${name}`, () =>
    withClient(url, async (client) => {
      if (info.versionNumber >= 130000) {
        await client.query(`drop database if exists ${name} with (force)`);
      } else {
        await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
        await client.query(`drop database if exists ${name}`);
      }
    }),
  );
  return { name, url: dbUrl.toString(), drop: () => step.now() };
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}
