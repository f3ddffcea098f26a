import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { ZProfile } from '@kt/contract/accounts/profile';
import { messages } from '@kt/contract/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createVerifiedAccount, signIn } from '../../../test/accounts-helpers.ts';

/*
 * Spec 7: logout and view-profile are called with the refresh token in the path and an
 * Authorization header; the refresh token is their credential, without an access token.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Utype = 'customer' | 'dealer';
const newSession = async (utype: Utype = 'customer') => signIn(t.app, utype, (await createVerifiedAccount(t.app, t.database.db, utype)).email);

function viewProfile(utype: Utype, pathValue: string | number, authorization?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/v3/api/view-profile/${utype}/${pathValue}`,
    headers: authorization === undefined ? {} : { authorization },
  });
}

function logout(utype: Utype, refresh: string, authorization?: string) {
  return t.app.inject({ method: 'POST', url: `/v3/api/logout/${utype}/${refresh}`, headers: authorization === undefined ? {} : { authorization } });
}

const refreshWorks = async (record: AuthRecord) =>
  (await t.app.inject({ method: 'POST', url: '/v3/api/token/refresh/', payload: { refresh: record.tokens.refresh } })).statusCode === 200;

function expectSessionEnded(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: messages.accounts.sessionEnded });
}

describe('view-profile with the refresh token as the credential', () => {
  it('answers the profile for the refresh token in the path alone', async () => {
    const record = await newSession();
    const res = await viewProfile('customer', record.tokens.refresh);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZProfile.parse(res.json())).toMatchObject({ id: record.id, email: record.email });
  });

  it('answers the profile for the refresh token in the Authorization header, raw or as Bearer, with the id in the path', async () => {
    const record = await newSession('dealer');
    for (const authorization of [record.tokens.refresh, `Bearer ${record.tokens.refresh}`]) {
      const res = await viewProfile('dealer', record.id, authorization);
      expect(res.statusCode, res.body).toBe(200);
      expect(ZProfile.parse(res.json())).toMatchObject({ id: record.id, account_category: 'dealer' });
    }
    const both = await viewProfile('dealer', record.tokens.refresh, record.tokens.refresh);
    expect(both.statusCode).toBe(200);
  });

  it("refuses another account's id with a live refresh token (403), and a customer's token on the dealer route (403)", async () => {
    const record = await newSession();
    const other = await newSession();
    expect((await viewProfile('customer', other.id, record.tokens.refresh)).statusCode).toBe(403);
    expect((await viewProfile('dealer', record.tokens.refresh)).statusCode).toBe(403);
  });

  it('refuses a revoked refresh token with 401 and the session-ended message', async () => {
    const record = await newSession();
    expect((await logout('customer', record.tokens.refresh)).statusCode).toBe(200);
    expectSessionEnded(await viewProfile('customer', record.tokens.refresh));
    expectSessionEnded(await viewProfile('customer', record.id, `Bearer ${record.tokens.refresh}`));
  });

  it('refuses a refresh token once it was rotated by /v3/api/token/refresh/, and takes the new one', async () => {
    const record = await newSession();
    const rotated = await t.app.inject({ method: 'POST', url: '/v3/api/token/refresh/', payload: { refresh: record.tokens.refresh } });
    expect(rotated.statusCode).toBe(200);
    expectSessionEnded(await viewProfile('customer', record.tokens.refresh));
    expectSessionEnded(await viewProfile('customer', record.id, record.tokens.refresh));
    const fresh = (rotated.json() as { refresh: string }).refresh;
    expect((await viewProfile('customer', fresh)).statusCode).toBe(200);
  });

  it('keeps taking the id with a Bearer access token, as our web client calls it', async () => {
    const record = await newSession();
    expect((await viewProfile('customer', record.id, `Bearer ${record.tokens.access}`)).statusCode).toBe(200);
    expect((await viewProfile('customer', record.id)).statusCode).toBe(401);
  });
});

describe('logout with the refresh token as the credential', () => {
  it('ends the sign-in for the refresh token in the path alone', async () => {
    const record = await newSession();
    const res = await logout('customer', record.tokens.refresh);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: 'Logged out' });
    expect(await refreshWorks(record)).toBe(false);
  });

  it('ends the sign-in with the refresh token in the Authorization header, raw or as Bearer', async () => {
    for (const asBearer of [false, true]) {
      const record = await newSession('dealer');
      const res = await logout('dealer', record.tokens.refresh, asBearer ? `Bearer ${record.tokens.refresh}` : record.tokens.refresh);
      expect(res.statusCode, res.body).toBe(200);
      expect(await refreshWorks(record)).toBe(false);
    }
  });

  it("refuses to end another account's sign-in with one's own refresh token (403), leaving it live", async () => {
    const record = await newSession();
    const other = await newSession();
    expect((await logout('customer', other.tokens.refresh, record.tokens.refresh)).statusCode).toBe(403);
    expect(await refreshWorks(other)).toBe(true);
  });

  it('refuses a revoked refresh token with 401 and the session-ended message', async () => {
    const record = await newSession();
    expect((await logout('customer', record.tokens.refresh)).statusCode).toBe(200);
    expectSessionEnded(await logout('customer', record.tokens.refresh));
    expectSessionEnded(await logout('customer', record.tokens.refresh, record.tokens.refresh));
  });

  it('refuses a refresh token once it was rotated by /v3/api/token/refresh/, leaving the new one live', async () => {
    const record = await newSession();
    const rotated = await t.app.inject({ method: 'POST', url: '/v3/api/token/refresh/', payload: { refresh: record.tokens.refresh } });
    expect(rotated.statusCode).toBe(200);
    expectSessionEnded(await logout('customer', record.tokens.refresh));
    expectSessionEnded(await logout('customer', record.tokens.refresh, `Bearer ${record.tokens.refresh}`));
    const fresh = (rotated.json() as { refresh: string }).refresh;
    expect((await viewProfile('customer', fresh)).statusCode).toBe(200);
  });

  it('keeps ending the sign-in with a Bearer access token, as our web client calls it', async () => {
    const record = await newSession();
    expect((await logout('customer', record.tokens.refresh, `Bearer ${record.tokens.access}`)).statusCode).toBe(200);
    expect(await refreshWorks(record)).toBe(false);
  });
});
