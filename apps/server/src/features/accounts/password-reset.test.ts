import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createVerifiedAccount, customerSignUp, postForm, readLink, signIn } from '../../../test/accounts-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** uid and token from a reset link /v3/api/password-reset-confirm/{utype}/{uid}/{token}/Frontend */
function parseResetLink(link: string) {
  const match = /^\/v3\/api\/password-reset-confirm\/(customer|dealer)\/(\d+)\/([A-Za-z0-9_-]+)\/Frontend$/.exec(link);
  expect(match, link).not.toBeNull();
  return { utype: match?.[1] ?? '', uid: match?.[2] ?? '', token: match?.[3] ?? '' };
}

describe('password reset', () => {
  it('mails a reset link; it works once; the new password signs in and old sessions end', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db);
    const before = await signIn(t.app, 'customer', form.email);
    const requested = await postForm(t.app, '/v3/api/request-password-reset-email/customer/', { email: form.email });
    expect(requested.statusCode).toBe(200);
    const { uid, token } = parseResetLink(await readLink(t.database.db, form.email));
    expect(Number(uid)).toBe(before.id);

    const done = await postForm(t.app, '/v3/api/password-reset-completion/customer/', { token, user_id: uid, password: 'New-Password-77' }, 'PATCH');
    expect(done.statusCode).toBe(200);
    const again = await postForm(t.app, '/v3/api/password-reset-completion/customer/', { token, user_id: uid, password: 'Other-Password-88' }, 'PATCH');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ msg: messages.password.resetInvalid });

    await signIn(t.app, 'customer', form.email, 'New-Password-77');
    const oldPassword = await postForm(t.app, '/v3/api/sign_in/customer/', { email: form.email, password: form.password });
    expect(oldPassword.json()).toEqual({ msg: messages.signIn.incorrectPasswordMsg });
    const oldSession = await t.app.inject({ method: 'POST', url: '/v3/api/token/refresh/', payload: { refresh: before.tokens.refresh } });
    expect(oldSession.statusCode).toBe(401);
  });

  it('refuses a reset link after an hour, with another uid, or after a newer link was sent', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db);
    await postForm(t.app, '/v3/api/request-password-reset-email/customer/', { email: form.email });
    const first = parseResetLink(await readLink(t.database.db, form.email));
    const otherUid = await postForm(t.app, '/v3/api/password-reset-completion/customer/', { token: first.token, user_id: Number(first.uid) + 1000, password: 'New-Password-77' }, 'PATCH');
    expect(otherUid.json()).toEqual({ msg: messages.password.resetInvalid });

    await postForm(t.app, '/v3/api/request-password-reset-email/customer/', { email: form.email });
    const second = parseResetLink(await readLink(t.database.db, form.email));
    const superseded = await postForm(t.app, '/v3/api/password-reset-completion/customer/', { token: first.token, user_id: first.uid, password: 'New-Password-77' }, 'PATCH');
    expect(superseded.statusCode).toBe(400);

    await t.database.db.execute(`update email_tokens set expires_at = now() - interval '1 second' where purpose = 'reset'`);
    const expired = await postForm(t.app, '/v3/api/password-reset-completion/customer/', { token: second.token, user_id: second.uid, password: 'New-Password-77' }, 'PATCH');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ msg: messages.password.resetInvalid });
  });

  it('refuses a short new password with the reset message and changes nothing', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db);
    await postForm(t.app, '/v3/api/request-password-reset-email/customer/', { email: form.email });
    const { token, uid } = parseResetLink(await readLink(t.database.db, form.email));
    const res = await postForm(t.app, '/v3/api/password-reset-completion/customer/', { token, user_id: uid, password: 'short' }, 'PATCH');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toEqual([messages.password.resetTooShort]);
    await signIn(t.app, 'customer', form.email);
  });

  it("answers 'Email id not registered' for an unknown e-mail, and resends activation for an unverified one", async () => {
    const unknown = await postForm(t.app, '/v3/api/request-password-reset-email/dealer/', { email: 'nobody@example.in' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ msg: messages.password.emailNotRegistered });
    const form = customerSignUp();
    await postForm(t.app, '/v3/api/registration/customer/', form);
    const unverified = await postForm(t.app, '/v3/api/request-password-reset-email/customer/', { email: form.email });
    expect(unverified.statusCode).toBe(403);
    expect(await readLink(t.database.db, form.email)).toMatch(/email-verify/);
  });

  it('regenerates a verification link for an unverified account', async () => {
    const form = customerSignUp();
    await postForm(t.app, '/v3/api/registration/customer/', form);
    const res = await postForm(t.app, '/v3/api/regenerate-verification-email/customer/', { email: form.email });
    expect(res.statusCode).toBe(200);
    const verified = await createVerifiedAccount(t.app, t.database.db);
    const already = await postForm(t.app, '/v3/api/regenerate-verification-email/customer/', { email: verified.email });
    expect(already.json()).toEqual({ msg: messages.signUp.verifiedExistsMsg });
  });
});
