import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyMsgs } from '@kt/contract/accounts/email-flows';
import { messages } from '@kt/contract/messages';
import { customerAddresses, users } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  countEmails,
  createVerifiedAccount,
  customerSignUp,
  dealerSignUp,
  postForm,
  readEmail,
  readLink,
  signIn,
  verificationApiPath,
} from '../../../test/accounts-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attackerPassword = 'Mallory-Owns-7731';

async function userRow(category: 'customer' | 'dealer', email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  expect(row?.accountCategory).toBe(category);
  return row;
}

type Utype = 'customer' | 'dealer';
const signUpPath = (utype: Utype) => `/v3/api/registration/${utype}/`;
const follow = (pageLink: string) => t.app.inject({ method: 'GET', url: verificationApiPath(pageLink) });

/** A password that opens nothing gets the wrong-password answer (and no mail). */
async function expectPasswordRefused(utype: Utype, email: string, password: string) {
  const mails = await countEmails(t.database.db, email);
  const res = await postForm(t.app, `/v3/api/sign_in/${utype}/`, { email, password });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ msg: messages.signIn.incorrectPasswordMsg });
  expect(await countEmails(t.database.db, email)).toBe(mails);
}

/** The owner chooses a password with the link mailed after the account was verified without one. */
async function choosePasswordFromMail(utype: Utype, email: string, password: string) {
  expect((await readEmail(t.database.db, email))?.subject).toMatch(/^Choose your .+ password$/);
  const link = await readLink(t.database.db, email);
  const match = /^\/v3\/api\/password-reset-confirm\/(customer|dealer)\/(\d+)\/([A-Za-z0-9_-]+)\/Frontend$/.exec(link);
  expect(match, link).not.toBeNull();
  expect(match?.[1]).toBe(utype);
  const done = await postForm(t.app, `/v3/api/password-reset-completion/${utype}/`, { token: match?.[3] ?? '', user_id: match?.[2] ?? '', password }, 'PATCH');
  expect(done.statusCode, done.body).toBe(200);
}

const ownersChoice = 'Owner-Chose-This-9';

describe('a sign-up over an unverified account (pre-registration hijack)', () => {
  it("attack B (attacker first), customer: the owner signs up and verifies; the attacker's password never signs in and the owner's details stay", async () => {
    // The attacker registers the victim's e-mail first, with their own password and details.
    const victim = customerSignUp({ username: 'Asha Verma', mobile_number: '9876543210' });
    const attacker = {
      ...victim,
      username: 'Mallory Intruder',
      password: attackerPassword,
      mobile_number: '9000000001',
      account_type: 'Organization',
      role: 'College',
      areaPincode: '110001',
      state: 'Delhi',
      city: 'New Delhi',
      address: '1 Attacker Lane',
    };
    expect((await postForm(t.app, '/v3/api/registration/customer/', attacker)).statusCode).toBe(201);
    const attackersLink = verificationApiPath(await readLink(t.database.db, victim.email));

    // The owner signs up: the spec's answer, and a new link.
    const again = await postForm(t.app, '/v3/api/registration/customer/', victim);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: messages.signUp.unverifiedExistsMsg });
    expect(await countEmails(t.database.db, victim.email)).toBe(2);

    // The link of the first registration no longer verifies anything.
    const old = await t.app.inject({ method: 'GET', url: attackersLink });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ msg: messages.password.activationExpired });
    const verified = await t.app.inject({ method: 'GET', url: verificationApiPath(await readLink(t.database.db, victim.email)) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ msg: verifyMsgs.verified });

    // Two sign-ups with different passwords: the verified account keeps neither, so the attacker's
    // password opens nothing, and the owner chooses one through the mail that followed.
    await expectPasswordRefused('customer', victim.email, attackerPassword);
    await expectPasswordRefused('customer', victim.email, victim.password);
    await choosePasswordFromMail('customer', victim.email, ownersChoice);
    await expectPasswordRefused('customer', victim.email, attackerPassword);
    const record = await signIn(t.app, 'customer', victim.email, ownersChoice);
    expect(record).toMatchObject({ username: 'Asha Verma', mobile_number: '9876543210', account_type: 'Personal' });
    expect(await userRow('customer', victim.email)).toMatchObject({ role: 'House', accountType: 'Personal', isVerified: true });
    const addresses = await t.database.db.select().from(customerAddresses).where(eq(customerAddresses.userId, record.id));
    expect(addresses).toEqual([
      expect.objectContaining({
        name: 'Asha Verma',
        phoneNumber: '9876543210',
        address: victim.address,
        city: 'Agra',
        state: 'Uttar Pradesh',
        pincode: '282001',
        isDefault: true,
      }),
    ]);
    const profile = await t.app.inject({ method: 'GET', url: `/v3/api/view-profile/customer/${record.id}`, headers: bearer(record) });
    expect(profile.json()).toMatchObject({ username: 'Asha Verma', mobile_number: '9876543210' });
  });

  it("attack B (attacker first), dealer: the owner signs up and verifies; the attacker's password never signs in and the owner's dealer type stays", async () => {
    const victim = dealerSignUp({ account_type: 'Recycler', role: 'Recycler' });
    const attacker = { ...victim, username: 'Mallory Scrap', password: attackerPassword, mobile_number: '9000000002', account_type: 'Kabadi', role: 'Kabadi' };
    expect((await postForm(t.app, '/v3/api/registration/dealer/', attacker)).statusCode).toBe(201);
    const attackersLink = verificationApiPath(await readLink(t.database.db, victim.email));

    const again = await postForm(t.app, '/v3/api/registration/dealer/', victim);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: messages.signUp.unverifiedExistsMsg });
    expect((await t.app.inject({ method: 'GET', url: attackersLink })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: verificationApiPath(await readLink(t.database.db, victim.email)) })).statusCode).toBe(200);

    await expectPasswordRefused('dealer', victim.email, attackerPassword);
    await choosePasswordFromMail('dealer', victim.email, ownersChoice);
    await expectPasswordRefused('dealer', victim.email, attackerPassword);
    const record = await signIn(t.app, 'dealer', victim.email, ownersChoice);
    expect(record).toMatchObject({ username: victim.username, mobile_number: victim.mobile_number, account_type: 'Recycler' });
    expect(await userRow('dealer', victim.email)).toMatchObject({ role: 'Recycler', accountType: 'Recycler' });
  });

  it.each(['customer', 'dealer'] as const)(
    "attack A (attacker after the owner), %s: the owner follows the link in their inbox; the attacker's password never signs in",
    async (utype) => {
      const owner = utype === 'customer' ? customerSignUp() : dealerSignUp();
      expect((await postForm(t.app, signUpPath(utype), owner)).statusCode).toBe(201);
      const ownersLink = await readLink(t.database.db, owner.email);

      // The attacker repeats the sign-up with the owner's e-mail and a password of their own: the spec's answer.
      const attacker = { ...owner, username: 'Mallory Intruder', password: attackerPassword, mobile_number: '9000000004' };
      const again = await postForm(t.app, signUpPath(utype), attacker);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ msg: messages.signUp.unverifiedExistsMsg });
      await expectPasswordRefused(utype, owner.email, attackerPassword);

      // The owner's first link was retired by the repeat; the new one reaches the same inbox only.
      expect((await follow(ownersLink)).statusCode).toBe(400);
      const verified = await follow(await readLink(t.database.db, owner.email));
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ msg: verifyMsgs.verified });
      expect(await userRow(utype, owner.email)).toMatchObject({ isVerified: true });

      await expectPasswordRefused(utype, owner.email, attackerPassword);
      await expectPasswordRefused(utype, owner.email, owner.password);
      await choosePasswordFromMail(utype, owner.email, ownersChoice);
      await expectPasswordRefused(utype, owner.email, attackerPassword);
      await signIn(t.app, utype, owner.email, ownersChoice);
    },
  );

  it.each([
    ['the database checker (which the sign-up page calls first)', (email: string) => t.app.inject({ method: 'GET', url: `/v3/api/database-checker/customer/${email}` })],
    ['a password reset request', (email: string) => postForm(t.app, '/v3/api/request-password-reset-email/customer/', { email })],
  ])(
    "attack B (attacker first) through %s: the owner follows even the attacker-triggered link, and the attacker's password never signs in",
    async (_path, claim) => {
      const owner = customerSignUp();
      const attacker = { ...owner, username: 'Mallory Intruder', password: attackerPassword, mobile_number: '9000000005' };
      expect((await postForm(t.app, signUpPath('customer'), attacker)).statusCode).toBe(201);
      const attackersLink = await readLink(t.database.db, owner.email);

      // The owner's sign-up (or reset) stops at 'verify your e-mail first' with a new link mailed.
      const claimed = await claim(owner.email);
      expect(claimed.statusCode).toBe(403);
      expect(await countEmails(t.database.db, owner.email)).toBe(2);

      // The owner follows the first mail's link, the one the attacker's sign-up sent.
      const verified = await follow(attackersLink);
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ msg: verifyMsgs.verified });

      await expectPasswordRefused('customer', owner.email, attackerPassword);
      await choosePasswordFromMail('customer', owner.email, ownersChoice);
      await expectPasswordRefused('customer', owner.email, attackerPassword);
      await signIn(t.app, 'customer', owner.email, ownersChoice);
    },
  );

  it("keeps the usual case: one sign-up, one link, and the sign-up's own password signs in (no other mail)", async () => {
    for (const utype of ['customer', 'dealer'] as const) {
      const form = utype === 'customer' ? customerSignUp() : dealerSignUp();
      const created = await postForm(t.app, signUpPath(utype), form);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ msg: 'Verification email sent' });
      const verified = await follow(await readLink(t.database.db, form.email));
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ msg: verifyMsgs.verified });
      await signIn(t.app, utype, form.email, form.password);
      expect(await countEmails(t.database.db, form.email)).toBe(1);
    }
  });

  it('keeps the password of a sign-up repeated with the same password (a lost mail), and of a sign-in before the link', async () => {
    const form = customerSignUp();
    expect((await postForm(t.app, signUpPath('customer'), form)).statusCode).toBe(201);
    // Counted after each step, so the mails arrive (and the newest is known) one by one.
    expect(await countEmails(t.database.db, form.email)).toBe(1);
    const again = await postForm(t.app, signUpPath('customer'), { ...form, username: 'Asha V.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: messages.signUp.unverifiedExistsMsg });
    expect(await countEmails(t.database.db, form.email)).toBe(2);
    const early = await postForm(t.app, '/v3/api/sign_in/customer/', { email: form.email, password: form.password });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({ msg: messages.signIn.notVerifiedMsg });
    expect(await countEmails(t.database.db, form.email)).toBe(3);
    expect((await follow(await readLink(t.database.db, form.email))).statusCode).toBe(200);
    expect(await signIn(t.app, 'customer', form.email, form.password)).toMatchObject({ username: 'Asha V.' });
    expect(await countEmails(t.database.db, form.email)).toBe(3);
  });

  it('never changes a verified account: a later sign-up of its e-mail changes no password or detail and sends nothing', async () => {
    const owner = customerSignUp();
    await createVerifiedAccount(t.app, t.database.db, 'customer', owner);
    const mails = await countEmails(t.database.db, owner.email);
    const before = await userRow('customer', owner.email);
    const attempt = await postForm(t.app, '/v3/api/registration/customer/', {
      ...owner,
      username: 'Mallory Intruder',
      password: attackerPassword,
      mobile_number: '9000000003',
      address: '1 Attacker Lane',
    });
    expect(attempt.statusCode).toBe(409);
    expect(attempt.json()).toEqual({ msg: messages.signUp.verifiedExistsMsg });
    expect(await userRow('customer', owner.email)).toEqual(before);
    expect(await countEmails(t.database.db, owner.email)).toBe(mails);
    expect((await postForm(t.app, '/v3/api/sign_in/customer/', { email: owner.email, password: attackerPassword })).json()).toEqual({
      msg: messages.signIn.incorrectPasswordMsg,
    });
    const record = await signIn(t.app, 'customer', owner.email, owner.password);
    const addresses = await t.database.db.select().from(customerAddresses).where(eq(customerAddresses.userId, record.id));
    expect(addresses.map((a) => a.address)).toEqual([owner.address]);
  });
});
