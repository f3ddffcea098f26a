import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postForm } from '../../../test/accounts-helpers.ts';
import { users } from '../../platform/db/schema/index.ts';
import { AdminAccountError, createAdminAccount, defaultAdminEmail, ensureFirstAdmin, isAdminEmail } from './admin-accounts.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let t: TestApp;

beforeAll(async () => {
  // No seed: an empty database, as a production start with SEED=off finds it.
  t = await createTestApp();
});
afterAll(() => t.close());

async function signInAdmin(email: string, password: string) {
  return postForm(t.app, '/v3/api/sign_in/admin/', { email, password });
}

describe('admin accounts', () => {
  it('makes the first admin on an empty database once, announcing the credentials once; they sign in and must choose a new password', async () => {
    const announced: string[] = [];
    const email = 'first-admin@kabadi.example';
    expect(await ensureFirstAdmin(t.database.db, { email, announce: (lines) => announced.push(lines) })).toBe(true);
    expect(announced).toHaveLength(1);
    const password = /password: (\S+)/.exec(announced[0] ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(announced[0]).toContain(email);

    const res = await signInAdmin(email, password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().must_change_password).toBe(true);
    const access = res.json().tokens.access as string;
    // The printed password opens the password change only (admin-password.test.ts).
    const submissions = await t.app.inject({ method: 'GET', url: '/v3/admin/submissions/?kind=contact', headers: { authorization: `Bearer ${access}` } });
    expect(submissions.statusCode).toBe(403);

    // A restart (or a second instance) finds the admin and makes none.
    expect(await ensureFirstAdmin(t.database.db, { email: 'other@kabadi.example', announce: (lines) => announced.push(lines) })).toBe(false);
    expect(announced).toHaveLength(1);
    expect(await isAdminEmail(t.database.db, 'other@kabadi.example')).toBe(false);
  });

  it('creates further admins, refusing a weak password, a malformed e-mail and an e-mail an admin has', async () => {
    const admin = await createAdminAccount(t.database.db, { email: 'Ops@Kabadi.example', password: 'correct-horse-battery-staple-42' });
    expect(admin.ktId).toMatch(/^KTA\d{6}$/);
    const opsSignIn = await signInAdmin('ops@kabadi.example', 'correct-horse-battery-staple-42');
    expect(opsSignIn.statusCode).toBe(200);
    // Its operator chose the password: nothing to change.
    expect(opsSignIn.json().must_change_password).toBeUndefined();
    const before = await t.database.db.select().from(users);
    await expect(createAdminAccount(t.database.db, { email: 'ops@kabadi.example', password: 'another-long-passphrase-77' })).rejects.toThrow(AdminAccountError);
    await expect(createAdminAccount(t.database.db, { email: 'short@kabadi.example', password: 'Sh0rt!' })).rejects.toThrow(/at least 12/);
    await expect(createAdminAccount(t.database.db, { email: 'common@kabadi.example', password: 'Password123!' })).rejects.toThrow(/too common/);
    await expect(createAdminAccount(t.database.db, { email: 'not-an-email', password: 'correct-horse-battery-staple-42' })).rejects.toThrow(/Not an e-mail/);
    expect(await t.database.db.select().from(users)).toHaveLength(before.length);
  });

  it('names the first admin after the site when ADMIN_EMAIL is unset', () => {
    expect(defaultAdminEmail('https://kabaditechno.in')).toBe('admin@kabaditechno.in');
    expect(defaultAdminEmail('http://localhost:3000')).toBe('admin@localhost.local');
    expect(defaultAdminEmail('http://127.0.0.1:3100')).toBe('admin@site.local');
  });
});

describe('npm run admin:create', () => {
  it('creates an admin on the configured database, and refuses the same e-mail again with exit 1', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kt-admin-create-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
      delete env.DATABASE_URL;
      const run = (email: string, password: string) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/scripts/admin-create.ts', '--email', email, '--password', password], { cwd: serverRoot, env });
      const first = await run('script-admin@kabadi.example', 'correct-horse-battery-staple-42');
      expect(first.stdout).toContain('admin script-admin@kabadi.example created');
      await expect(run('script-admin@kabadi.example', 'correct-horse-battery-staple-42')).rejects.toMatchObject({ code: 1 });
      await expect(run('weak@kabadi.example', 'short')).rejects.toMatchObject({ code: 1 });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
