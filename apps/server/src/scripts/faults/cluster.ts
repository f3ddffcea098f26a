import { spawn } from 'node:child_process';
import { chown, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { onCleanup } from '../bench/cleanup.ts';
import { freePort, loopback } from '../bench/processes.ts';

/**
 * A PostgreSQL cluster of the fault tests' own (initdb into a temporary folder, a free port on
 * 127.0.0.1, trust auth), so restarting it touches nothing else on the machine. Stopped and
 * removed at cleanup, also on failure and Ctrl-C.
 */
export type Cluster = {
  /** The `postgres` database, as the cluster's superuser. */
  adminUrl: string;
  port: number;
  version: string;
  urlOf(database: string): string;
  /** `pg_ctl restart -m fast -w`: connections end with 57P01; resolves when it accepts them again. */
  restart(): Promise<void>;
  /** One statement on a connection of its own (opened and closed around it). */
  query<T>(text: string, params?: unknown[], database?: string): Promise<T[]>;
  createDatabase(name: string): Promise<string>;
};

const postgresRoot = '/usr/lib/postgresql';

/** The newest installed server's bin folder (the one holding initdb), or undefined. */
export async function findPostgresBin(): Promise<string | undefined> {
  const versions = await readdir(postgresRoot).catch(() => [] as string[]);
  for (const version of versions.sort((a, b) => Number(b) - Number(a))) {
    const bin = path.join(postgresRoot, version, 'bin');
    const entries = await readdir(bin).catch(() => [] as string[]);
    if (entries.includes('initdb') && entries.includes('pg_ctl')) return bin;
  }
  return undefined;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL tool as the postgres user (root may not run the server), else as ourselves. */
function runTool(bin: string, tool: string, args: string[], cwd: string): Promise<string> {
  const [command, fullArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, fullArgs as string[], { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${tool} ${args.join(' ')} failed (exit ${code}):\n${output}`))));
  });
}

export async function startCluster(bin: string): Promise<Cluster> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kt-faults-pg-'));
  onCleanup(`remove ${dir}`, () => rm(dir, { recursive: true, force: true }));
  if (isRoot()) {
    const { uid, gid } = await postgresIds(bin);
    await chown(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  await runTool(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-instructions'], dir);
  // Written into the configuration, so `pg_ctl restart` keeps them.
  const settings = [
    `port = ${port}`,
    `listen_addresses = '${loopback}'`,
    `unix_socket_directories = '${dir}'`,
    'max_connections = 100',
    'shared_buffers = 64MB',
    "log_min_messages = 'warning'",
  ];
  const conf = path.join(dataDir, 'postgresql.auto.conf');
  await writeFile(conf, `${settings.join('\n')}\n`);
  if (isRoot()) {
    const { uid, gid } = await postgresIds(bin);
    await chown(conf, uid, gid);
  }
  const logFile = path.join(dir, 'server.log');
  const pgCtl = (...args: string[]) => runTool(bin, 'pg_ctl', ['-D', dataDir, '-l', logFile, ...args], dir);
  await pgCtl('start', '-w', '-t', '60');
  onCleanup(`stop the fault tests' PostgreSQL (port ${port})`, async () => {
    await pgCtl('stop', '-m', 'immediate', '-w', '-t', '30');
  });

  const adminUrl = `postgres://postgres@${loopback}:${port}/postgres`;
  const urlOf = (database: string) => `postgres://postgres@${loopback}:${port}/${database}`;
  async function query<T>(text: string, params: unknown[] = [], database = 'postgres'): Promise<T[]> {
    const client = new pg.Client({ connectionString: urlOf(database), connectionTimeoutMillis: 5000 });
    // A restart ending this connection must not stop the harness.
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  const [row] = await query<{ version: string }>("select current_setting('server_version') as version");
  return {
    adminUrl,
    port,
    version: row?.version ?? '?',
    urlOf,
    restart: async () => {
      await pgCtl('restart', '-m', 'fast', '-w', '-t', '60');
    },
    query,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      await query(`create database ${name}`);
      return urlOf(name);
    },
  };
}

async function postgresIds(bin: string): Promise<{ uid: number; gid: number }> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('id', ['postgres'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`no 'postgres' user to run ${bin}/postgres as`))));
  });
  const uid = Number(/uid=(\d+)/.exec(output)?.[1]);
  const gid = Number(/gid=(\d+)/.exec(output)?.[1]);
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error(`cannot read the postgres user's ids from: ${output}`);
  return { uid, gid };
}
