import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kt-preflight-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** A production environment the preflight accepts; each case below breaks one thing. */
const validProduction = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://kt:secret@127.0.0.1:2525',
  PUBLIC_URL: 'https://kabadi.example.in',
  JWT_SECRET: randomBytes(48).toString('base64'),
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
};

/** Runs the real server (`npm start` without the build) and resolves once it exits, with its output. */
function runServer(env: Record<string, string | undefined>): Promise<{ code: number | null; output: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // Only what is given here: nothing from the caller's environment (DATABASE_URL, REDIS_URL, SMTP_URL).
    const clean = Object.fromEntries(Object.entries({ PATH: process.env.PATH, HOME: process.env.HOME ?? os.tmpdir(), ...env }).filter(([, v]) => v !== undefined));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverRoot, env: clean, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not exit within 30 s:\n${output}`));
    }, 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: performance.now() - started });
    });
  });
}

describe('a production start is refused, with one line naming what to fix', () => {
  it.concurrent.each([
    ['without SMTP_URL', { SMTP_URL: undefined }, 'SMTP_URL', /^ {2}SMTP_URL: required in production \(smtp:\/\/user:pass@host:587\)/],
    ['with PUBLIC_URL=http://kabadi.example.in', { PUBLIC_URL: 'http://kabadi.example.in' }, 'PUBLIC_URL', /^ {2}PUBLIC_URL: must be https:\/\/ in production/],
    ['with a REDIS_URL where nothing answers', { REDIS_URL: 'redis://127.0.0.1:1' }, 'REDIS_URL', /^ {2}REDIS_URL: Redis at 127\.0\.0\.1:1 does not answer/],
    ['with a bucket and no AWS credentials', { STORAGE_URL: 's3://kt-uploads?region=ap-south-1' }, 'STORAGE_URL', /^ {2}STORAGE_URL: needs credentials in production: set AWS_ACCESS_KEY_ID/],
    [
      'with a STORAGE_URL that is not s3://',
      { STORAGE_URL: 'https://kt-uploads.s3.amazonaws.com', AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'example-secret' },
      'STORAGE_URL',
      /^ {2}STORAGE_URL: must start with s3:\/\//,
    ],
  ])('%s', async (_case, change, variable, line) => {
    const { code, output } = await runServer({ ...validProduction, ...change });
    expect(code, output).toBe(78);
    const naming = output.split('\n').filter((l) => l.includes(variable));
    expect(naming, output).toEqual([expect.stringMatching(line)]);
    // A refusal, not a crash: no stack trace.
    expect(output).not.toMatch(/^\s+at /m);
  }, 40_000);
});

/** Starts the real server on the embedded database; resolves once it listens. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ child, port: Number(port), output: () => output, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
}

describe('SIGTERM', () => {
  it('lets the request in flight finish with its normal answer, then exits 0', async () => {
    const drainDir = await mkdtemp(path.join(os.tmpdir(), 'kt-drain-'));
    try {
      const server = await startServer({ DATA_DIR: drainDir, SEED: 'off', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' });
      const body = new URLSearchParams({ name: 'Asha', email: 'asha@example.in', subject: 'Pickup', message: 'Sent while the server stops' }).toString();
      const socket = net.connect(server.port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const closed = new Promise((resolve) => socket.on('close', resolve));
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /v3/WebsiteContent/contact-form/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.child.kill('SIGTERM');
      // The server waits for the rest of the body instead of exiting.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(server.child.exitCode).toBeNull();
      socket.write(body.slice(10));
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 201/);
      expect(await server.exited, server.output()).toBe(0);
      expect(server.output()).toContain('shutting down');
    } finally {
      await rm(drainDir, { recursive: true, force: true });
    }
  }, 90_000);
});
