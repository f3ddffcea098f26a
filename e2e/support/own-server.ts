import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * A server of one journey's own: the build, on a free 127.0.0.1 port, with a fresh embedded
 * database in a temporary DATA_DIR. For journeys that start production, or change what every
 * other journey reads (the site settings, the team), so the shared server on port 3100 is not used.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, '../../apps/server/dist/main.js');
export const startTimeoutMs = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type Started = { process: ChildProcess; baseUrl: string; dataDir: string; output: () => string };

export type OwnServerOptions = { env: 'production' | 'test'; extraEnv?: Record<string, string> };

export async function startOwnServer(options: OwnServerOptions): Promise<Started> {
  if (!existsSync(serverMain)) throw new Error(`No server build at ${serverMain}: run \`npm run build\` first.`);
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `kt-${options.env}-start-`));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
    cwd: path.dirname(serverMain),
    // Only what a production start needs: no DATABASE_URL, REDIS_URL or SMTP_URL from the caller.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      JWT_SECRET: randomBytes(48).toString('base64'),
      // Production refuses to start without mail; these journeys send none, so nothing need listen there.
      ...(options.env === 'production' ? { SMTP_URL: 'smtp://127.0.0.1:9' } : {}),
      LOG_LEVEL: 'warn',
      ...options.extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started: Started = { process: child, baseUrl, dataDir, output: () => output };

  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`the server exited (${child.exitCode}) before it was ready:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok) return started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopServer(started);
  throw new Error(`the server was not ready within ${startTimeoutMs / 1000} s:\n${output}`);
}

export async function stopServer(started: Started) {
  const child = started.process;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await rm(started.dataDir, { recursive: true, force: true });
}

