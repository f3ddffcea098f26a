import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kt-phone-preflight-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Starts the real server (src/main.ts) until it logs `until`, then stops it; resolves with what it wrote. */
function startUntil(env: Record<string, string>, until: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not log ${until} within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) {
        clearTimeout(timer);
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (until.test(output)) resolve(output);
      else reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
}

describe('a production start without SMS or WhatsApp providers', () => {
  it('starts, and warns once per channel that is off, naming the variables that turn it on', async () => {
    const output = await startUntil(
      {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://kt:secret@127.0.0.1:2525',
        PUBLIC_URL: 'https://kabadi.example.in',
        JWT_SECRET: randomBytes(48).toString('base64'),
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      /WhatsApp \(Business Cloud API\) is off/,
    );
    const warnings = output.split('\n').filter((line) => line.includes(' is off: '));
    expect(warnings, output).toHaveLength(2);
    expect(warnings[0]).toContain('"msg":"SMS (MSG91) is off: no message goes out by it; set MSG91_AUTH_KEY, MSG91_TEMPLATE_IDS to turn it on"');
    expect(warnings[1]).toContain('set WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TEMPLATES to turn it on');
    expect(warnings.every((line) => line.includes('"level":40'))).toBe(true);
  }, 90_000);
});
