import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { bearer, createVerifiedAccount, signIn } from '../../test/accounts-helpers.ts';
import { png, pdf } from '../../test/route-fixtures.ts';
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStorageFromConfig } from '../platform/files/storage-choice.ts';
import { serverRoot } from '../platform/config/server-root.ts';

const s3Env = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
let s3: S3TestServer;
let t: TestApp;
let dataDir: string;
let owner: AuthRecord;
let otherDealer: AuthRecord;
let admin: AuthRecord;
/** What the local uploads folder holds, by key: what the bucket must hold afterwards. */
let files: Record<string, Buffer>;

/** `npm run storage:migrate` without npm: the script itself, in a process of its own. */
function runMigrate(env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/scripts/storage-migrate.ts', ...args], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const count = (output: string, label: string) => Number(new RegExp(`^${label}: +(\\d+)$`, 'm').exec(output)?.[1]);

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kt-migrate-'));
  // The app reads the bucket through the same configuration the script writes with.
  t = await createTestApp({ seed: true, env: { STORAGE_URL: s3.storageUrl, ...s3Env }, storage: createStorageFromConfig });
  owner = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer')).email);
  otherDealer = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer')).email);
  admin = await signIn(t.app, 'admin', 'admin@example.com', t.config.demoPassword);

  files = {
    [`documents/${owner.id}-a1b2c3d4-gst.pdf`]: pdf,
    [`employees/${owner.id}-e5f6a7b8-aadhar.png`]: png,
    'cvs/intern-0a1b2c3d4e.pdf': Buffer.concat([pdf, Buffer.from('cv')]),
    'catalogue/3f2a.png': png,
    [`profile-pics/${owner.id}-9c8d7e6f.png`]: Buffer.concat([png, Buffer.from('me')]),
    'content/team/77aa.png': Buffer.concat([png, Buffer.from('team')]),
  };
  const uploads = path.join(dataDir, 'uploads');
  for (const [key, data] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(uploads, key)), { recursive: true });
    await writeFile(path.join(uploads, key), data);
  }
  await writeFile(path.join(uploads, 'catalogue/5e6f.png.4242.tmp'), png.subarray(0, 10));
  await writeFile(path.join(uploads, 'Thumbs.db'), 'not ours');
}, 120_000);
afterAll(async () => {
  await t.close();
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run storage:migrate', () => {
  it('copies documents, Aadhaar pictures, CVs and pictures into the bucket and verifies each one', async () => {
    const { code, output } = await runMigrate({ STORAGE_URL: s3.storageUrl, ...s3Env });
    expect(code, output).toBe(0);
    expect(count(output, 'copied and verified'), output).toBe(6);
    expect(count(output, 'already there and identical'), output).toBe(0);
    expect(count(output, 'failed'), output).toBe(0);
    // A put's leftover and a name the server never makes stay behind, and are named.
    expect(count(output, 'skipped'), output).toBe(2);
    expect(output).toContain('catalogue/5e6f.png.4242.tmp: an unfinished upload');
    expect(output).toContain('Thumbs.db: not a name the server makes');

    for (const [key, data] of Object.entries(files)) {
      const stored = await t.app.deps.storage.open(key);
      expect(stored, key).not.toBeNull();
      expect((await buffer(stored!.stream)).equals(data), key).toBe(true);
    }
    expect(await t.app.deps.storage.open('catalogue/5e6f.png.4242.tmp')).toBeNull();
  }, 60_000);

  it('finds everything already there on a second run, from a folder named with --from', async () => {
    const { code, output } = await runMigrate({ STORAGE_URL: s3.storageUrl, ...s3Env, DATA_DIR: os.tmpdir() }, ['--from', path.join(dataDir, 'uploads')]);
    expect(code, output).toBe(0);
    expect(count(output, 'copied and verified'), output).toBe(0);
    expect(count(output, 'already there and identical'), output).toBe(6);
  }, 60_000);

  it('sends a file again when the bucket holds other bytes under its key', async () => {
    const key = 'catalogue/3f2a.png';
    await t.app.deps.storage.put(key, Buffer.from('damaged'));
    const { code, output } = await runMigrate({ STORAGE_URL: s3.storageUrl, ...s3Env });
    expect(code, output).toBe(0);
    expect(count(output, 'copied and verified'), output).toBe(1);
    expect(count(output, 'already there and identical'), output).toBe(5);
  }, 60_000);

  it('exits 1 naming every file that did not arrive', async () => {
    const missingBucket = s3.storageUrl.replace(`s3://${s3.bucket}`, 's3://no-such-bucket');
    const { code, output } = await runMigrate({ STORAGE_URL: missingBucket, ...s3Env });
    expect(code, output).toBe(1);
    expect(count(output, 'failed'), output).toBe(6);
    expect(output).toContain(`documents/${owner.id}-a1b2c3d4-gst.pdf: `);
  }, 60_000);

  it('refuses to run without STORAGE_URL', async () => {
    const { code, output } = await runMigrate({});
    expect(code).toBe(2);
    expect(output).toMatch(/STORAGE_URL is not set/);
  }, 60_000);
});

describe('the server on the bucket the uploads were moved into', () => {
  const media = (key: string) => t.app.inject({ method: 'GET', url: `/media/${key}` });
  const privateFile = (key: string, as?: AuthRecord) =>
    t.app.inject({ method: 'GET', url: `/v3/api/private-files/${key}`, headers: as ? bearer(as) : {} });

  it('serves every public picture at /media/, byte for byte', async () => {
    for (const key of ['catalogue/3f2a.png', `profile-pics/${owner.id}-9c8d7e6f.png`, 'content/team/77aa.png']) {
      const res = await media(key);
      expect(res.statusCode, key).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(files[key] ?? Buffer.alloc(0)), key).toBe(true);
    }
  });

  it("serves a dealer's document and Aadhaar picture to that dealer and the admin only, never at /media/", async () => {
    for (const key of [`documents/${owner.id}-a1b2c3d4-gst.pdf`, `employees/${owner.id}-e5f6a7b8-aadhar.png`]) {
      expect((await media(key)).statusCode, key).toBe(404);
      expect((await privateFile(key)).statusCode, key).toBe(401);
      expect((await privateFile(key, otherDealer)).statusCode, key).toBe(404);
      for (const who of [owner, admin]) {
        const res = await privateFile(key, who);
        expect(res.statusCode, key).toBe(200);
        expect(res.rawPayload.equals(files[key] ?? Buffer.alloc(0)), key).toBe(true);
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    }
  });

  it('serves a CV to the admin only', async () => {
    const key = 'cvs/intern-0a1b2c3d4e.pdf';
    expect((await privateFile(key, owner)).statusCode).toBe(404);
    const res = await privateFile(key, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(files[key] ?? Buffer.alloc(0))).toBe(true);
  });

  it('serves the seed pictures it wrote at its first start from the bucket too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cat/category-list/' });
    const [first] = res.json() as { image: string }[];
    expect(first?.image).toMatch(/\/media\/seed\//);
    expect((await media(first!.image.slice(first!.image.indexOf('/media/') + '/media/'.length))).statusCode).toBe(200);
  });
});
