import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import { users } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createVerifiedAccount, customerSignUp, dealerSignUp, postForm, readLink, signIn } from '../../../test/accounts-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectTooCommon(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { password: [messages.accounts.passwordTooCommon] } });
}

async function storedUsers(email: string) {
  return t.database.db.select().from(users).where(eq(users.email, email));
}

describe('common passwords', () => {
  it.each(['password', '12345678', 'P@ssw0rd', 'Password@123', 'qwertyuiop'])(
    'refuses a customer sign-up with %s and stores nothing',
    async (password) => {
      const form = customerSignUp({ password });
      expectTooCommon(await postForm(t.app, '/v3/api/registration/customer/', form));
      expect(await storedUsers(form.email)).toHaveLength(0);
    },
  );

  it('refuses a dealer sign-up with 12345678 and stores nothing', async () => {
    const form = dealerSignUp({ password: '12345678' });
    expectTooCommon(await postForm(t.app, '/v3/api/registration/dealer/', form));
    expect(await storedUsers(form.email)).toHaveLength(0);
  });

  it("refuses a password made of the account's own mobile number or e-mail", async () => {
    const byMobile = customerSignUp({ mobile_number: '9812345670', password: '9812345670' });
    expectTooCommon(await postForm(t.app, '/v3/api/registration/customer/', byMobile));
    const byEmail = customerSignUp();
    expectTooCommon(await postForm(t.app, '/v3/api/registration/customer/', { ...byEmail, password: byEmail.email.split('@')[0] ?? '' }));
  });

  it('accepts ordinary decent passwords', async () => {
    for (const password of ['Green-Earth-42', 'Kabadi@2026', 'Taj-Mahal-99']) {
      const res = await postForm(t.app, '/v3/api/registration/customer/', customerSignUp({ password }));
      expect(res.statusCode, `${password}: ${res.body}`).toBe(201);
    }
  });

  it('refuses a common password over an unverified account and keeps its stored password', async () => {
    const form = customerSignUp();
    await postForm(t.app, '/v3/api/registration/customer/', form);
    const [before] = await storedUsers(form.email);
    expectTooCommon(await postForm(t.app, '/v3/api/registration/customer/', { ...form, password: 'password' }));
    const [after] = await storedUsers(form.email);
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it('refuses a common new password at reset completion; the link still works with a decent one', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db);
    await postForm(t.app, '/v3/api/request-password-reset-email/customer/', { email: form.email });
    const [, uid = '', token = ''] = /\/password-reset-confirm\/customer\/(\d+)\/([^/]+)\/Frontend$/.exec(await readLink(t.database.db, form.email)) ?? [];
    const common = await postForm(t.app, '/v3/api/password-reset-completion/customer/', { token, user_id: uid, password: 'password' }, 'PATCH');
    expectTooCommon(common);
    expect((await postForm(t.app, '/v3/api/sign_in/customer/', { email: form.email, password: 'password' })).json()).toEqual({
      msg: messages.signIn.incorrectPasswordMsg,
    });

    const decent = await postForm(t.app, '/v3/api/password-reset-completion/customer/', { token, user_id: uid, password: 'Quiet-River-305' }, 'PATCH');
    expect(decent.statusCode).toBe(200);
    await signIn(t.app, 'customer', form.email, 'Quiet-River-305');
  });
});
