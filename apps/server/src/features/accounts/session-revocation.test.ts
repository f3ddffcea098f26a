import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createVerifiedAccount, postForm, readLink, signIn } from '../../../test/accounts-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function viewProfile(record: AuthRecord, access = record.tokens.access) {
  return t.app.inject({ method: 'GET', url: `/v3/api/view-profile/customer/${record.id}`, headers: { authorization: `Bearer ${access}` } });
}

async function expectSessionEnded(res: { statusCode: number; json(): { code?: string } }) {
  expect(res.statusCode).toBe(401);
  expect(res.json().code).toBe('UNAUTHENTICATED');
}

describe('access tokens end with their sign-in', () => {
  it('refuses an access token after its sign-in logs out, while another sign-in of the same account keeps working', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db);
    const phone = await signIn(t.app, 'customer', form.email);
    const laptop = await signIn(t.app, 'customer', form.email);
    expect((await viewProfile(phone)).statusCode).toBe(200);

    const logout = await t.app.inject({ method: 'POST', url: `/v3/api/logout/customer/${phone.tokens.refresh}`, headers: bearer(phone) });
    expect(logout.statusCode).toBe(200);

    await expectSessionEnded(await viewProfile(phone));
    expect((await viewProfile(laptop)).statusCode).toBe(200);
    const refreshed = await t.app.inject({ method: 'POST', url: '/v3/api/token/refresh/', payload: { refresh: laptop.tokens.refresh } });
    expect(refreshed.statusCode).toBe(200);
    expect((await viewProfile(laptop, refreshed.json().access)).statusCode).toBe(200);
  });

  it('refuses every earlier access token of the account after a password reset', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db);
    const first = await signIn(t.app, 'customer', form.email);
    const second = await signIn(t.app, 'customer', form.email);
    await postForm(t.app, '/v3/api/request-password-reset-email/customer/', { email: form.email });
    const [, uid, token] = /\/password-reset-confirm\/customer\/(\d+)\/([^/]+)\/Frontend$/.exec(await readLink(t.database.db, form.email)) ?? [];
    const done = await postForm(t.app, '/v3/api/password-reset-completion/customer/', { token: token ?? '', user_id: uid ?? '', password: 'Fresh-Harbour-58' }, 'PATCH');
    expect(done.statusCode).toBe(200);

    await expectSessionEnded(await viewProfile(first));
    await expectSessionEnded(await viewProfile(second));
    const afterReset = await signIn(t.app, 'customer', form.email, 'Fresh-Harbour-58');
    expect((await viewProfile(afterReset)).statusCode).toBe(200);
  });

  it('keeps an access token working across a refresh, and refuses it once a replayed refresh token revokes the sign-in', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db);
    const record = await signIn(t.app, 'customer', form.email);
    const rotated = await t.app.inject({ method: 'POST', url: '/v3/api/token/refresh/', payload: { refresh: record.tokens.refresh } });
    expect(rotated.statusCode).toBe(200);
    const newAccess: string = rotated.json().access;
    expect((await viewProfile(record)).statusCode).toBe(200);
    expect((await viewProfile(record, newAccess)).statusCode).toBe(200);

    // The old refresh token presented again: a thief or a replay, so the sign-in ends.
    const replay = await t.app.inject({ method: 'POST', url: '/v3/api/token/refresh/', payload: { refresh: record.tokens.refresh } });
    expect(replay.statusCode).toBe(401);
    await expectSessionEnded(await viewProfile(record));
    await expectSessionEnded(await viewProfile(record, newAccess));
  });

  it('refuses a validly signed access token that names no sign-in, or a sign-in of another account', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db);
    const record = await signIn(t.app, 'customer', form.email);
    const other = await signIn(t.app, 'customer', (await createVerifiedAccount(t.app, t.database.db)).email);
    const secret = new TextEncoder().encode(t.config.jwtSecret);
    const sign = (claims: Record<string, string>) =>
      new SignJWT({ cat: 'customer', typ: 'Personal', ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(record.id))
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(secret);
    const otherSid = String(JSON.parse(Buffer.from(other.tokens.access.split('.')[1] ?? '', 'base64url').toString()).sid);
    for (const token of [await sign({}), await sign({ sid: 'no-such-sign-in' }), await sign({ sid: otherSid })]) {
      await expectSessionEnded(await viewProfile(record, token));
    }
  });
});
