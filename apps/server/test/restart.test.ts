import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Running = { child: ChildProcess; url: string; output: () => string };

/** Starts the real server (`npm start` without the build) on the embedded database. */
function startServer(dataDir: string): Promise<Running> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  // As `npm start` runs it: one node process with tsx as a loader, so a signal reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function stop(running: Running): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.removeAllListeners('exit');
    running.child.on('exit', (code) => resolve(code));
    running.child.kill('SIGTERM');
  });
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kt-restart-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm start on the embedded database', () => {
  it('seeds on first start, keeps the data across a restart, and does not seed twice', async () => {
    const first = await startServer(dataDir);
    const categories = await (await fetch(`${first.url}/cat/category-list/`)).json();
    expect(categories).toHaveLength(6);
    expect(first.output()).toContain('customer@example.com');
    expect(first.output()).toContain('seed: demo data written');
    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = await startServer(dataDir);
    expect(await (await fetch(`${second.url}/cat/category-list/`)).json()).toEqual(categories);
    const subcategories = (await (await fetch(`${second.url}/cat/all-subcategory-list/`)).json()) as unknown[];
    expect(subcategories.length).toBeGreaterThan(18);
    expect(second.output()).toContain('seed: already done, skipped');
    expect(second.output()).not.toContain('Demo accounts');
    expect(await stop(second)).toBe(0);
  }, 120_000);
});
