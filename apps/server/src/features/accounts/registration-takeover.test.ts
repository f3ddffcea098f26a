import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('a sign-up over an unverified account (pre-registration hijack)', () => {
  it("gives a customer account to the owner who signs up and verifies, not to whoever registered the e-mail first", async () => {
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

    // The attacker's password opens nothing; the owner's does, with the owner's details.
    const attackerTry = await postForm(t.app, '/v3/api/sign_in/customer/', { email: victim.email, password: attackerPassword });
    expect(attackerTry.statusCode).toBe(401);
    const record = await signIn(t.app, 'customer', victim.email, victim.password);
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

  it('gives a dealer account to the owner who signs up after an attacker, with the dealer type the owner chose', async () => {
    const victim = dealerSignUp({ account_type: 'Recycler', role: 'Recycler' });
    const attacker = { ...victim, username: 'Mallory Scrap', password: attackerPassword, mobile_number: '9000000002', account_type: 'Kabadi', role: 'Kabadi' };
    expect((await postForm(t.app, '/v3/api/registration/dealer/', attacker)).statusCode).toBe(201);
    const attackersLink = verificationApiPath(await readLink(t.database.db, victim.email));

    const again = await postForm(t.app, '/v3/api/registration/dealer/', victim);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: messages.signUp.unverifiedExistsMsg });
    expect((await t.app.inject({ method: 'GET', url: attackersLink })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: verificationApiPath(await readLink(t.database.db, victim.email)) })).statusCode).toBe(200);

    expect((await postForm(t.app, '/v3/api/sign_in/dealer/', { email: victim.email, password: attackerPassword })).statusCode).toBe(401);
    const record = await signIn(t.app, 'dealer', victim.email, victim.password);
    expect(record).toMatchObject({ username: victim.username, mobile_number: victim.mobile_number, account_type: 'Recycler' });
    expect(await userRow('dealer', victim.email)).toMatchObject({ role: 'Recycler', accountType: 'Recycler' });
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
    expect((await postForm(t.app, '/v3/api/sign_in/customer/', { email: owner.email, password: attackerPassword })).statusCode).toBe(401);
    const record = await signIn(t.app, 'customer', owner.email, owner.password);
    const addresses = await t.database.db.select().from(customerAddresses).where(eq(customerAddresses.userId, record.id));
    expect(addresses.map((a) => a.address)).toEqual([owner.address]);
  });
});
