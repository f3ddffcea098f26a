import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createAdminAccount } from '../../features/admin/admin-accounts.ts';
import { openDatabase } from '../../platform/db/client.ts';
import { serverRoot } from '../../platform/config/server-root.ts';
import { onCleanup } from '../bench/cleanup.ts';
import { generateDataSet, type DataSet } from '../bench/data-set.ts';
import { freePort, loopback, startServer, type ServerProcess } from '../bench/processes.ts';

const distMain = path.join(serverRoot, 'dist/main.js');
const repoRoot = path.resolve(serverRoot, '../..');

/** The newest modification time of a file under `dir` (0 when it is missing). */
async function newestUnder(dir: string): Promise<number> {
  let newest = 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith('.test.ts')) continue;
    const info = await stat(path.join(entry.parentPath, entry.name)).catch(() => undefined);
    if (info && info.mtimeMs > newest) newest = info.mtimeMs;
  }
  return newest;
}

/** Builds dist/main.js when it is missing or older than the server's or the contract's sources. */
export async function buildServerIfNeeded(log: (line: string) => void) {
  const built = await stat(distMain).then((info) => info.mtimeMs, () => 0);
  const sources = Math.max(
    await newestUnder(path.join(serverRoot, 'src')),
    await newestUnder(path.join(repoRoot, 'packages/contract/src')),
  );
  if (built > sources) {
    log('server build: dist/main.js is newer than its sources');
    return;
  }
  log(built === 0 ? 'server build: dist/main.js missing, building' : 'server build: sources changed since dist/main.js, building');
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--workspace', 'apps/server'], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the server build failed (exit ${code})`))));
  });
}

export type Admin = { email: string; password: string };

/**
 * Migrates a fresh database and fills it: with `scale`, a small bench data set (verified dealers
 * with prices, customers with addresses, a few orders); always an admin for the admin's calls.
 */
export async function prepareDatabase(url: string, scale: number | undefined): Promise<{ dataSet: DataSet | undefined; admin: Admin }> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    await database.migrate();
    const dataSet = scale === undefined ? undefined : await generateDataSet(database.db, scale, { orders: 200 });
    const admin = { email: `faults-admin-${Date.now().toString(36)}@kt.example.in`, password: randomBytes(18).toString('base64url') };
    await createAdminAccount(database.db, { ...admin, username: 'Fault tests' });
    return { dataSet, admin };
  } finally {
    await database.close();
  }
}

export type ServerSettings = { databaseUrl: string; smtpUrl: string; extraEnv?: Record<string, string> };

/** The environment a production server gets (the preflight accepts it: SMTP, a loopback PUBLIC_URL, a secret). */
export async function serverEnv(settings: ServerSettings, port: number): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kt-faults-data-'));
  onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  return {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64'),
    PORT: String(port),
    HOST: loopback,
    PUBLIC_URL: `http://${loopback}:${port}`,
    SMTP_URL: settings.smtpUrl,
    DATABASE_URL: settings.databaseUrl,
    DATA_DIR: dataDir,
    SEED: 'off',
    LOG_LEVEL: 'warn',
    // One address sends all the load: the limits are proven by the API tests.
    RATE_LIMIT_SCALE: '1000',
    ...settings.extraEnv,
  };
}

/** A server under test: its process, and how to start it again with the same environment (same port). */
export type ServerUnderTest = {
  baseUrl: string;
  current: ServerProcess;
  /** Starts the process again after it ended (SIGKILL), same port and environment; resolves once /health answers 200. */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

export async function startServerUnderTest(name: string, settings: ServerSettings): Promise<ServerUnderTest> {
  const port = await freePort();
  const env = await serverEnv(settings, port);
  const launch = () => startServer({ name, args: ['--enable-source-maps', distMain], env, port, readyPath: '/health', cwd: serverRoot, startTimeoutMs: 60_000 });
  const server: ServerUnderTest = {
    baseUrl: `http://${loopback}:${port}`,
    current: await launch(),
    async restart() {
      server.current = await launch();
    },
    stop: () => server.current.stop(),
  };
  return server;
}
