import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import { customerAddresses, dealerProfiles, users } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  countEmails,
  createVerifiedAccount,
  customerSignUp,
  dealerSignUp,
  postForm,
  readLink,
  verificationApiPath,
} from '../../../test/accounts-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://kt.example.in' } });
});
afterAll(() => t.close());

describe('POST /v3/api/registration/customer/', () => {
  it("creates the account with 201 'Verification email sent', saves the address as the default, and mails a link", async () => {
    const form = customerSignUp({ account_type: 'Organization', role: 'College' });
    const res = await postForm(t.app, '/v3/api/registration/customer/', form);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ msg: 'Verification email sent' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, form.email));
    expect(user).toMatchObject({ accountCategory: 'customer', accountType: 'Organization', role: 'College', isVerified: false });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const addresses = await t.database.db.select().from(customerAddresses).where(eq(customerAddresses.userId, user?.id ?? 0));
    expect(addresses).toEqual([
      expect.objectContaining({ pincode: '282001', city: 'Agra', state: 'Uttar Pradesh', address: '12 Taj Road, Sadar Bazar', isDefault: true }),
    ]);
    const link = await readLink(t.database.db, form.email);
    expect(link).toMatch(/^\/v3\/api\/email-verify\/customer\/Frontend\/\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('answers a second sign-up while unverified with the unverified message and a new link', async () => {
    const form = customerSignUp();
    await postForm(t.app, '/v3/api/registration/customer/', form);
    const again = await postForm(t.app, '/v3/api/registration/customer/', form);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: messages.signUp.unverifiedExistsMsg });
    expect(await countEmails(t.database.db, form.email)).toBe(2);
  });

  it('answers a sign-up of a verified account with the verified message and sends nothing', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db);
    const before = await countEmails(t.database.db, form.email);
    const again = await postForm(t.app, '/v3/api/registration/customer/', { ...form, username: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: messages.signUp.verifiedExistsMsg });
    expect(await countEmails(t.database.db, form.email)).toBe(before);
  });

  it.each([
    ['mobile_number', '98765', messages.signUp.detailsInvalid],
    ['mobile_number', '98765abcde', messages.signUp.detailsInvalid],
    ['email', 'not-an-email', messages.signUp.detailsInvalid],
    ['username', '   ', messages.signUp.detailsInvalid],
    ['password', 'short', messages.signUp.passwordsInvalid],
    ['areaPincode', '12ab', 'Enter valid pincode'],
  ])('refuses a bad %s (%s) with its message and stores nothing', async (field, value, message) => {
    const form = customerSignUp({ [field]: value });
    const res = await postForm(t.app, '/v3/api/registration/customer/', form);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toContain(message);
    if (field !== 'email') {
      expect(await t.database.db.select().from(users).where(eq(users.email, form.email))).toHaveLength(0);
    }
  });

  it('refuses a customer type that does not belong to the account type', async () => {
    const res = await postForm(t.app, '/v3/api/registration/customer/', customerSignUp({ account_type: 'Personal', role: 'Hospital' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['role']);
  });

  it('refuses a dealer account type on the customer registration', async () => {
    const res = await postForm(t.app, '/v3/api/registration/customer/', customerSignUp({ account_type: 'Kabadi' }));
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /v3/api/registration/dealer/', () => {
  it('creates a Recycler with a dealer profile, a KTD id and a verification link for the dealer screens', async () => {
    const form = dealerSignUp();
    const res = await postForm(t.app, '/v3/api/registration/dealer/', form);
    expect(res.statusCode).toBe(201);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, form.email));
    expect(user).toMatchObject({ accountCategory: 'dealer', accountType: 'Recycler' });
    expect(user?.ktId).toMatch(/^KTD\d{6}$/);
    expect(await t.database.db.select().from(dealerProfiles).where(eq(dealerProfiles.userId, user?.id ?? 0))).toHaveLength(1);
    expect(await readLink(t.database.db, form.email)).toMatch(/^\/v3\/api\/email-verify\/dealer\/Frontend\/\?token=/);
  });

  it('lets one e-mail hold a customer and a dealer account apart', async () => {
    const customer = await createVerifiedAccount(t.app, t.database.db);
    const res = await postForm(t.app, '/v3/api/registration/dealer/', dealerSignUp({ email: customer.email }));
    expect(res.statusCode).toBe(201);
  });
});

describe('GET /v3/api/email-verify/{utype}/', () => {
  it('verifies once; the same link then answers expired', async () => {
    const form = customerSignUp();
    await postForm(t.app, '/v3/api/registration/customer/', form);
    const apiPath = verificationApiPath(await readLink(t.database.db, form.email));
    const first = await t.app.inject({ method: 'GET', url: apiPath });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({ method: 'GET', url: apiPath });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ msg: messages.password.activationExpired });
  });

  it('refuses a link after 24 hours, an unknown token, and a customer link on the dealer path', async () => {
    const form = customerSignUp();
    await postForm(t.app, '/v3/api/registration/customer/', form);
    const apiPath = verificationApiPath(await readLink(t.database.db, form.email));
    const onDealerPath = await t.app.inject({ method: 'GET', url: apiPath.replace('/customer/', '/dealer/') });
    expect(onDealerPath.json()).toEqual({ msg: messages.password.activationExpired });
    const unknown = await t.app.inject({ method: 'GET', url: '/v3/api/email-verify/customer/?token=nope' });
    expect(unknown.statusCode).toBe(400);
    await t.database.db.execute(`update email_tokens set expires_at = now() - interval '1 minute'`);
    const expired = await t.app.inject({ method: 'GET', url: apiPath });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ msg: messages.password.activationExpired });
  });
});

describe('GET /v3/api/database-checker/{utype}/{email}', () => {
  it('answers 404 for nobody, 403 with a new link for an unverified account, and 302 for a verified one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/v3/api/database-checker/customer/nobody@example.in` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ msg: 'User does not exist' });

    const unverified = customerSignUp();
    await postForm(t.app, '/v3/api/registration/customer/', unverified);
    const checked = await t.app.inject({ method: 'GET', url: `/v3/api/database-checker/customer/${unverified.email}` });
    expect(checked.statusCode).toBe(403);
    // Under both keys: the spec's client reads `message`.
    expect(checked.json()).toEqual({ msg: messages.signUp.checkerVerifyFirstMsg, message: messages.signUp.checkerVerifyFirstMsg });
    expect(await countEmails(t.database.db, unverified.email)).toBe(2);

    const verified = await createVerifiedAccount(t.app, t.database.db);
    const exists = await t.app.inject({ method: 'GET', url: `/v3/api/database-checker/customer/${verified.email}` });
    expect(exists.statusCode).toBe(302);
    expect(exists.headers.location).toBeUndefined();
    expect(exists.json()).toEqual({ msg: 'User exists' });
    const asDealer = await t.app.inject({ method: 'GET', url: `/v3/api/database-checker/dealer/${verified.email}` });
    expect(asDealer.statusCode).toBe(404);
  });
});
