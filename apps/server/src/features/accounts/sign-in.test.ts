import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  countEmails,
  createVerifiedAccount,
  customerSignUp,
  goodPassword,
  postForm,
  signIn,
} from '../../../test/accounts-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /v3/api/sign_in/{utype}/', () => {
  it('answers the stored auth record of section 3 with both tokens', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db);
    const record = await signIn(t.app, 'customer', form.email.toUpperCase());
    expect(record).toMatchObject({
      username: form.username,
      email: form.email,
      mobile_number: form.mobile_number,
      account_type: 'Personal',
      account_category: 'customer',
    });
    expect(record.KT_ID).toMatch(/^KTC\d{6}$/);
    expect(record.tokens.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(record.tokens.access.split('.')).toHaveLength(3);
    expect(JSON.stringify(record)).not.toContain('argon2');
  });

  it("answers 200 'Account Does Not Exist.' for an unknown e-mail, and for a customer signing in as a dealer", async () => {
    const unknown = await postForm(t.app, '/v3/api/sign_in/customer/', { email: 'ghost@example.in', password: goodPassword });
    // The spec's client reads `msg` only from a successful answer.
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ msg: messages.signIn.accountDoesNotExistMsg });
    const form = await createVerifiedAccount(t.app, t.database.db);
    const wrongSide = await postForm(t.app, '/v3/api/sign_in/dealer/', { email: form.email, password: goodPassword });
    expect(wrongSide.statusCode).toBe(200);
    // The spec's msg byte for byte; ours beside it names the side the e-mail is registered on (issue 28).
    expect(wrongSide.json()).toEqual({ msg: messages.signIn.accountDoesNotExistMsg, registered_as: 'customer' });
  });

  it("names the dealer side to a dealer on the Customer tab, and no side for an unknown e-mail or an admin's (issue 28)", async () => {
    const dealer = await createVerifiedAccount(t.app, t.database.db, 'dealer');
    const onCustomerTab = await postForm(t.app, '/v3/api/sign_in/customer/', { email: dealer.email, password: 'Any-Password-1' });
    expect(onCustomerTab.statusCode).toBe(200);
    expect(onCustomerTab.json()).toEqual({ msg: messages.signIn.accountDoesNotExistMsg, registered_as: 'dealer' });
    const unknown = await postForm(t.app, '/v3/api/sign_in/dealer/', { email: 'nobody-here@example.in', password: goodPassword });
    expect(unknown.json()).toEqual({ msg: messages.signIn.accountDoesNotExistMsg });
    // No more than the public database checker says of each side.
    const checker = await t.app.inject({ method: 'GET', url: `/v3/api/database-checker/dealer/${encodeURIComponent(dealer.email)}` });
    expect(checker.statusCode).toBe(302);
    const asAdmin = await postForm(t.app, '/v3/api/sign_in/admin/', { email: dealer.email, password: goodPassword });
    expect(asAdmin.json()).toEqual({ msg: messages.signIn.accountDoesNotExistMsg });
  });

  it("answers 200 'Incorrect password' for a wrong password", async () => {
    const form = await createVerifiedAccount(t.app, t.database.db);
    const res = await postForm(t.app, '/v3/api/sign_in/customer/', { email: form.email, password: 'Wrong-Password-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: messages.signIn.incorrectPasswordMsg });
  });

  it('answers 200 with the unverified message before verification, and sends a new link', async () => {
    const form = customerSignUp();
    await postForm(t.app, '/v3/api/registration/customer/', form);
    const res = await postForm(t.app, '/v3/api/sign_in/customer/', { email: form.email, password: form.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: messages.signIn.notVerifiedMsg });
    expect(await countEmails(t.database.db, form.email)).toBe(2);
  });

  it('sends a dealer to the dealer side with its account type', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db, 'dealer');
    const record = await signIn(t.app, 'dealer', form.email);
    expect(record).toMatchObject({ account_type: 'Recycler', account_category: 'dealer' });
    expect(record.KT_ID).toMatch(/^KTD/);
  });
});

describe('tokens', () => {
  it('rotates the refresh token; replaying a used one ends the whole sign-in', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db);
    const record = await signIn(t.app, 'customer', form.email);
    const first = await t.app.inject({ method: 'POST', url: '/v3/api/token/refresh/', payload: { refresh: record.tokens.refresh } });
    expect(first.statusCode).toBe(200);
    const rotated = first.json() as { access: string; refresh: string };
    expect(rotated.refresh).not.toBe(record.tokens.refresh);

    const replay = await t.app.inject({ method: 'POST', url: '/v3/api/token/refresh/', payload: { refresh: record.tokens.refresh } });
    expect(replay.statusCode).toBe(401);
    const afterReplay = await t.app.inject({ method: 'POST', url: '/v3/api/token/refresh/', payload: { refresh: rotated.refresh } });
    expect(afterReplay.statusCode).toBe(401);
  });

  it('logout revokes the refresh token; the access token of another user cannot log it out', async () => {
    const a = await signIn(t.app, 'customer', (await createVerifiedAccount(t.app, t.database.db)).email);
    const b = await signIn(t.app, 'customer', (await createVerifiedAccount(t.app, t.database.db)).email);
    const foreign = await t.app.inject({ method: 'POST', url: `/v3/api/logout/customer/${a.tokens.refresh}`, headers: bearer(b) });
    expect(foreign.statusCode).toBe(403);
    const own = await t.app.inject({ method: 'POST', url: `/v3/api/logout/customer/${a.tokens.refresh}`, headers: bearer(a) });
    expect(own.statusCode).toBe(200);
    const refresh = await t.app.inject({ method: 'POST', url: '/v3/api/token/refresh/', payload: { refresh: a.tokens.refresh } });
    expect(refresh.statusCode).toBe(401);
    // Without an access token the path's refresh token is the credential (session-credential.test.ts): a made-up one opens nothing.
    const madeUp = await t.app.inject({ method: 'POST', url: `/v3/api/logout/customer/${'x'.repeat(43)}` });
    expect(madeUp.statusCode).toBe(401);
  });

  it('refuses an expired access token, a forged one, and one signed with another secret', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db);
    const record = await signIn(t.app, 'customer', form.email);
    const secret = new TextEncoder().encode(t.config.jwtSecret);
    const expired = await new SignJWT({ cat: 'customer', typ: 'Personal' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(record.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const otherSecret = await new SignJWT({ cat: 'customer', typ: 'Personal' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(record.id))
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const [header, , signature] = record.tokens.access.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: '1', cat: 'admin', typ: 'Admin', exp: 9999999999 })).toString('base64url');
    for (const token of [expired, otherSecret, `${header}.${forgedPayload}.${signature}`, 'garbage']) {
      const res = await t.app.inject({ method: 'GET', url: `/v3/api/view-profile/customer/${record.id}`, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });
});
