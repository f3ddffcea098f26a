/**
 * The first admin's password, generated and printed once at first start, must be replaced at the
 * first sign-in: until then every admin endpoint but the password change answers 403.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import * as routes from '@kt/contract/routes';
import { pathTo } from '@kt/contract/http/path-to';
import { consoleMessages } from '@kt/contract/admin/console-messages';
import * as consoleRoutes from '@kt/contract/admin/admin-routes';
import { messages } from '@kt/contract/messages';
import { adminActions, users } from '../../platform/db/schema/index.ts';
import { bearer, postForm, signIn } from '../../../test/accounts-helpers.ts';
import { fillPattern, patternParams } from '../../../test/route-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAdminAccount, ensureFirstAdmin } from './admin-accounts.ts';

const t: TestApp = await createTestApp();
const firstEmail = 'first-admin@kabadi.example';
let generated = '';
let first: AuthRecord;

beforeAll(async () => {
  const announced: string[] = [];
  expect(await ensureFirstAdmin(t.database.db, { email: firstEmail, announce: (lines) => announced.push(lines) })).toBe(true);
  generated = /password: (\S+)/.exec(announced[0] ?? '')?.[1] ?? '';
  first = await signIn(t.app, 'admin', firstEmail, generated);
});
afterAll(() => t.close());

const changePassword = (who: AuthRecord, body: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: consoleRoutes.adminPassword.path, headers: bearer(who), payload: body });

const adminRoutes = t.app.registeredRoutes.filter((route) => route.url.startsWith('/v3/admin/') && route.method !== 'HEAD');
const urlOf = (pattern: string) => fillPattern(pattern, Object.fromEntries(patternParams(pattern).map((name) => [name, '1'])));

describe("the first admin's generated password", () => {
  it('signs in with the marker; an admin made by admin:create does not get it', async () => {
    expect(first.must_change_password).toBe(true);
    await createAdminAccount(t.database.db, { email: 'chosen@kabadi.example', password: 'correct-horse-battery-staple-42' });
    const chosen = await signIn(t.app, 'admin', 'chosen@kabadi.example', 'correct-horse-battery-staple-42');
    expect(chosen.must_change_password).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: consoleRoutes.adminSummary.path, headers: bearer(chosen) })).statusCode).toBe(200);
  });

  it.each(adminRoutes.filter((route) => route.url !== consoleRoutes.adminPassword.path).map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers 403 saying the password must be changed first',
    async (_name, route) => {
      const res = await t.app.inject({ method: route.method as 'GET', url: urlOf(route.url), headers: bearer(first) });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(consoleMessages.passwordChangeRequired);
    },
  );

  it('refuses a wrong current password, a short, a common and an unchanged new one, changing nothing', async () => {
    const wrong = await changePassword(first, { current_password: 'not-the-password', new_password: 'Saffron-Lantern-Orbit-93' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ current_password: [consoleMessages.currentPasswordWrong] });

    const short = await changePassword(first, { current_password: generated, new_password: 'Short-Pw-1' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ new_password: [consoleMessages.adminPasswordTooShort] });

    const common = await changePassword(first, { current_password: generated, new_password: 'Password@1234' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual({ new_password: [messages.accounts.passwordTooCommon] });

    const same = await changePassword(first, { current_password: generated, new_password: generated });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ new_password: [consoleMessages.newPasswordSameAsCurrent] });

    const [row] = await t.database.db.select({ flag: users.mustChangePassword }).from(users).where(eq(users.email, firstEmail));
    expect(row?.flag).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: consoleRoutes.adminSummary.path, headers: bearer(first) })).statusCode).toBe(403);
  });

  it('changes the password, clears the flag, ends the other sign-ins and opens the console', async () => {
    const otherTab = await signIn(t.app, 'admin', firstEmail, generated);
    const newPassword = 'Saffron-Lantern-Orbit-93';
    const res = await changePassword(first, { current_password: generated, new_password: newPassword });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: consoleMessages.passwordChanged });

    // This sign-in goes on, now with the console open; the other one has ended.
    expect((await t.app.inject({ method: 'GET', url: consoleRoutes.adminSummary.path, headers: bearer(first) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: consoleRoutes.adminSummary.path, headers: bearer(otherTab) })).statusCode).toBe(401);

    // The generated password opens nothing any more; the new one signs in without the marker.
    const withGenerated = await postForm(t.app, pathTo(routes.signIn, { utype: 'admin' }), { email: firstEmail, password: generated });
    expect(withGenerated.statusCode).toBe(200);
    expect(withGenerated.json()).toEqual({ msg: messages.signIn.incorrectPasswordMsg });
    const again = await signIn(t.app, 'admin', firstEmail, newPassword);
    expect(again.must_change_password).toBeUndefined();

    const [audit] = await t.database.db.select().from(adminActions).where(eq(adminActions.action, 'password.change')).orderBy(desc(adminActions.id)).limit(1);
    expect(audit).toMatchObject({ adminId: first.id, targetKind: 'admin', targetId: first.id, detail: 'replaced the generated first password' });
  });

  it('is refused without a token (401); admin-access.test.ts refuses customers, dealers and employees', async () => {
    expect((await t.app.inject({ method: 'POST', url: consoleRoutes.adminPassword.path, payload: {} })).statusCode).toBe(401);
  });
});
