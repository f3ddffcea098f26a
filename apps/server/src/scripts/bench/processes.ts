import { spawn } from 'node:child_process';
import net from 'node:net';
import { onCleanup, trackChild } from './cleanup.ts';

export const loopback = '127.0.0.1';

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, loopback, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  name: string;
  baseUrl: string;
  /** Log lines at warn level or above (pino levels 40+) or anything on stderr, before it answered... */
  startupProblems: { count: number; first: string[] };
  /** ...and since. */
  problems(): { count: number; first: string[] };
  /** SIGTERM, then SIGKILL if it has not exited after 15 s. */
  stop(): Promise<void>;
  /** Sends a signal (a fault test's SIGKILL or SIGTERM) without waiting for the exit. */
  kill(signal: NodeJS.Signals): void;
  /** Resolves once the process has exited, with its code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Its last 40 lines of output (why it died). */
  lastLines(): string[];
};

/**
 * Starts a server as its own process (so the load generator never shares its event loop) on
 * 127.0.0.1, and waits until `readyPath` answers 200.
 */
export async function startServer(options: {
  name: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  readyPath: string;
  cwd?: string;
  startTimeoutMs?: number;
}): Promise<ServerProcess> {
  const baseUrl = `http://${loopback}:${options.port}`;
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    // Only what the server needs: a DATABASE_URL or REDIS_URL of the caller's shell must not leak in.
    env: { ...inheritedEnv(), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackChild(child);
  const tail: string[] = [];
  const problemLines: string[] = [];
  let problemCount = 0;
  const take = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (stream === 'stderr' || isWarningOrWorse(line)) {
        problemCount += 1;
        if (problemLines.length < 5) problemLines.push(line.slice(0, 400));
      }
    }
  };
  child.stdout.on('data', take('stdout'));
  child.stderr.on('data', take('stderr'));
  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });

  async function stop(graceMs = 15_000) {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exit;
    clearTimeout(timer);
  }
  const undo = onCleanup(`stop ${options.name}`, () => stop());


  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    if (exited) {
      await undo.now();
      throw new Error(`${options.name} exited before it answered (code ${exited.code}, signal ${exited.signal}):\n${tail.join('\n')}`);
    }
    if (Date.now() > deadline) {
      await undo.now();
      throw new Error(`${options.name} did not answer ${options.readyPath} in time:\n${tail.join('\n')}`);
    }
    const ok = await fetch(baseUrl + options.readyPath).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status === 200;
      },
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // What it said while starting (a missing web build, a deprecation) is not a problem under load.
  const atStart = { count: problemCount, first: [...problemLines] };
  problemCount = 0;
  problemLines.length = 0;
  return {
    name: options.name,
    startupProblems: atStart,
    baseUrl,
    problems: () => ({ count: problemCount, first: [...problemLines] }),
    stop: () => undo.now(),
    kill: (signal) => {
      child.kill(signal);
    },
    exited: exit.then(() => exited ?? { code: null, signal: null }),
    lastLines: () => [...tail],
  };
}

function inheritedEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of ['PATH', 'HOME', 'USER', 'TMPDIR', 'PGUSER', 'PGPASSWORD']) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  return env;
}

function isWarningOrWorse(line: string): boolean {
  if (!line.startsWith('{')) return false;
  try {
    const level = (JSON.parse(line) as { level?: unknown }).level;
    return typeof level === 'number' && level >= 40;
  } catch {
    return false;
  }
}
