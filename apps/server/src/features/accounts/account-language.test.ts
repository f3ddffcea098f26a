import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { accountsEndpoints } from '@kt/contract/accounts/accounts.endpoints';
import { limits } from '@kt/contract/limits';
import { siteName } from '@kt/contract/site';
import { users } from '../../platform/db/schema/index.ts';
import { bearer, customerSignUp, goodPassword, readEmail, signIn, verificationApiPath } from '../../../test/accounts-helpers.ts';
import { createDealerWithAreaAndPrice } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { messagesTo, verifyMobile } from '../../../test/notify-helpers.ts';
import { placeOrder } from '../../../test/orders-helpers.ts';
import { pdfFile } from '../../../test/route-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * Issue 29: an account's e-mails, SMS and WhatsApp messages are written in its language, stored
 * on the account (chosen at sign-up, changed by the switch); the API's contract values stay the
 * spec's English ones whatever language the request asks for.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hindiHeaders = [
  { name: 'Accept-Language', headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } },
  { name: 'the kt_lang cookie', headers: { cookie: 'kt_lang=hi', 'accept-language': 'en-IN' } },
] as const;

function form(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const payload = new URLSearchParams(fields).toString();
  return t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
}

async function languageOf(email: string) {
  const [row] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.email, email));
  return row?.language;
}

/** Signs a customer up with `headers`, follows the mailed link and signs in; the mail it got first. */
async function customerSignedUpWith(headers: Record<string, string>) {
  const fields = customerSignUp();
  const created = await form('/v3/api/registration/customer/', fields, headers);
  expect(created.statusCode, created.body).toBe(201);
  const mail = await readEmail(t.database.db, fields.email);
  const link = /https?:\/\/\S+/.exec(mail?.textBody ?? '')?.[0] ?? '';
  const url = new URL(link);
  expect((await t.app.inject({ method: 'GET', url: verificationApiPath(url.pathname + url.search) })).statusCode).toBe(200);
  return { fields, mail, session: await signIn(t.app, 'customer', fields.email) };
}

describe("the API's contract values stay English in any language", () => {
  for (const { name, headers } of hindiHeaders) {
    it(`answers the spec's sign-in and sign-up msg values byte for byte with ${name} asking for Hindi`, async () => {
      const unknown = await form('/v3/api/sign_in/customer/', { email: 'nobody-hi@example.in', password: goodPassword }, headers);
      expect(unknown.json().msg).toBe('Account Does Not Exist.');

      const fields = customerSignUp();
      expect((await form('/v3/api/registration/customer/', fields, headers)).statusCode).toBe(201);
      const unverified = await form('/v3/api/sign_in/customer/', { email: fields.email, password: goodPassword }, headers);
      expect(unverified.json().msg).toBe('Your account is not verified yet. Plz verify it first.');
      const again = await form('/v3/api/registration/customer/', fields, headers);
      expect(again.json().msg).toBe('your unverified account already exists!');
      const checker = await t.app.inject({ method: 'GET', url: `/v3/api/database-checker/customer/${encodeURIComponent(fields.email)}`, headers });
      expect(checker.json().msg).toBe('Please firstly verify your email. Mail sent to your email!!');

      const { fields: verified } = await customerSignedUpWith(headers);
      const wrong = await form('/v3/api/sign_in/customer/', { email: verified.email, password: `${goodPassword}x` }, headers);
      expect(wrong.json().msg).toBe('Incorrect password');
      const exists = await form('/v3/api/registration/customer/', verified, headers);
      expect(exists.json().msg).toBe('your verified account already exists!');
    });

    it(`answers the vote's key 'Your Voting Choice was : ' byte for byte with ${name} asking for Hindi`, async () => {
      const address = name === 'Accept-Language' ? '203.0.113.61' : '203.0.113.62';
      const vote = (status: string) => {
        const body = multipartBody({ vote: String(limits.pollId), status });
        return t.app.inject({ method: 'POST', url: '/votes/post-votes/', remoteAddress: address, payload: body.payload, headers: { ...body.headers, ...headers } });
      };
      expect((await vote('Yes')).statusCode).toBe(201);
      const second = await vote('No');
      expect(Object.keys(second.json())).toContain('Your Voting Choice was : ');
      expect(second.json()['Your Voting Choice was : ']).toBe('Yes');
    });
  }
});

describe("an account's messages in its language", () => {
  it('keeps the language a sign-up asked for (cookie first, then Accept-Language), English otherwise', async () => {
    const byHeader = customerSignUp();
    await form('/v3/api/registration/customer/', byHeader, { 'accept-language': 'hi-IN,hi;q=0.9' });
    const byCookie = customerSignUp();
    await form('/v3/api/registration/customer/', byCookie, { cookie: 'kt_lang=hi', 'accept-language': 'en' });
    const cookieWins = customerSignUp();
    await form('/v3/api/registration/customer/', cookieWins, { cookie: 'kt_lang=en', 'accept-language': 'hi' });
    const plain = customerSignUp();
    await form('/v3/api/registration/customer/', plain);
    expect([await languageOf(byHeader.email), await languageOf(byCookie.email), await languageOf(cookieWins.email), await languageOf(plain.email)]).toEqual([
      'hi',
      'hi',
      'en',
      'en',
    ]);
  });

  it('mails a Hindi account its verification and its order e-mail in Hindi and texts it in Hindi; the English dealer of the order gets English', async () => {
    const { mail, session: customer } = await customerSignedUpWith({ 'accept-language': 'hi' });
    expect(mail?.subject).toBe(`${siteName} के लिए अपना ई-मेल सत्यापित करें`);
    expect(mail?.textBody).toContain('नमस्ते ');
    expect(mail?.htmlBody).toContain('ई-मेल सत्यापित करें');

    const { dealer, entries } = await createDealerWithAreaAndPrice(t);
    const customerMobile = await verifyMobile(t.database.db, customer.id);
    const dealerMobile = await verifyMobile(t.database.db, dealer.id);
    const { order_number: orderNumber } = await placeOrder(t.app, customer, entries);

    const [booked] = (await messagesTo(t.database.db, customerMobile)).filter((message) => message.kind === 'booked');
    expect(booked?.text).toMatch(new RegExp(`^पिकअप ${orderNumber} .* के लिए बुक हो गया है।`));
    const bookedMail = await readEmail(t.database.db, customer.email);
    expect(bookedMail?.subject).toBe(`पिकअप ${orderNumber} बुक हो गया`);

    const [newPickup] = (await messagesTo(t.database.db, dealerMobile)).filter((message) => message.kind === 'new_pickup');
    expect(newPickup?.text).toMatch(new RegExp(`^New pickup request ${orderNumber}: .* Accept or cancel: `));
    const dealerMail = await readEmail(t.database.db, dealer.email);
    expect(dealerMail?.subject).toBe(`New pickup request ${orderNumber}`);
  });

  it('mails and texts an account signed up in English in English', async () => {
    const { session: english } = await customerSignedUpWith({ 'accept-language': 'en-IN' });
    const { mail } = await customerSignedUpWith({});
    expect(mail?.subject).toBe(`Verify your e-mail for ${siteName}`);
    const { entries } = await createDealerWithAreaAndPrice(t);
    const mobile = await verifyMobile(t.database.db, english.id);
    const { order_number: orderNumber } = await placeOrder(t.app, english, entries);
    const [booked] = (await messagesTo(t.database.db, mobile)).filter((message) => message.kind === 'booked');
    expect(booked?.text).toMatch(new RegExp(`^Pickup ${orderNumber} is booked for .*\\. We will tell you when the dealer accepts\\. `));
    expect((await readEmail(t.database.db, english.email))?.subject).toBe(`Pickup ${orderNumber} booked`);
  });

  it("gives a Hindi dealer's new employee the dealer's language, and mails them in it", async () => {
    const { dealer } = await createDealerWithAreaAndPrice(t);
    await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, dealer.id));
    const email = `employee-hi-${dealer.id}@example.in`;
    const body = multipartBody(
      { dealer_email: dealer.email, email, username: 'Ravi Kumar', password: 'Ravi-Works-77', mobile_number: '9811122233' },
      { aadhar_card: pdfFile('aadhar.pdf') },
    );
    const added = await t.app.inject({ method: 'POST', url: '/v3/api/registration/employee/', payload: body.payload, headers: { ...body.headers, ...bearer(dealer) } });
    expect(added.statusCode, added.body).toBe(201);
    expect(await languageOf(email)).toBe('hi');
    expect((await readEmail(t.database.db, email))?.subject).toBe(`${siteName} के लिए अपने ई-मेल की पुष्टि करें`);
  });

  it('texts a Hindi account its sign-in code in Hindi', async () => {
    const { session } = await customerSignedUpWith({ 'accept-language': 'hi' });
    const mobile = await verifyMobile(t.database.db, session.id);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v3/api/otp/request/',
      payload: { mobile_number: mobile, purpose: 'signin', utype: 'customer' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [code] = (await messagesTo(t.database.db, mobile)).filter((message) => message.kind === 'otp');
    expect(code?.text).toMatch(new RegExp(`^\\d{6} आपका ${siteName} कोड है।`));
  });
});

describe('GET and POST /v3/api/account/language/', () => {
  let customer: AuthRecord;
  beforeAll(async () => {
    customer = (await customerSignedUpWith({})).session;
  });

  const read = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: accountsEndpoints.accountLanguage.path, headers });
  const write = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: accountsEndpoints.updateAccountLanguage.path, payload: body as Record<string, unknown>, headers });

  it("reads and sets the signed-in account's language", async () => {
    expect((await read(bearer(customer))).json()).toEqual({ language: 'en' });
    const set = await write({ language: 'hi' }, bearer(customer));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ language: 'hi' });
    expect((await read(bearer(customer))).json()).toEqual({ language: 'hi' });
    expect(await languageOf(customer.email)).toBe('hi');
    expect((await write({ language: 'en' }, bearer(customer))).json()).toEqual({ language: 'en' });
  });

  it('refuses a caller without a session', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await write({ language: 'hi' })).statusCode).toBe(401);
  });

  it('refuses a language it does not speak with a clear message', async () => {
    const refused = await write({ language: 'fr' }, bearer(customer));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION', message: "Choose one of the languages 'en' (English) or 'hi' (Hindi)." });
    expect(refused.json().fields.language).toEqual(["Choose one of the languages 'en' (English) or 'hi' (Hindi)."]);
    expect((await write({}, bearer(customer))).statusCode).toBe(400);
    expect(await languageOf(customer.email)).toBe('en');
  });
});
