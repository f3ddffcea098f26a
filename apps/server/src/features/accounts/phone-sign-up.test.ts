import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZProfile } from '@kt/contract/accounts/profile';
import { pathTo } from '@kt/contract/http/path-to';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import * as routes from '@kt/contract/routes';
import { customerAddresses, dealerProfiles, mailOutbox, orderInfos, orders, users } from '../../platform/db/schema/index.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, postForm } from '../../../test/accounts-helpers.ts';
import { createAdmin, createDealer, createDealerWithAreaAndPrice } from '../../../test/factories.ts';
import { drainMail } from '../../../test/mail-drain.ts';
import { placeOrder, setStatus } from '../../../test/orders-helpers.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { pdfFile } from '../../../test/route-fixtures.ts';
import {
  askAndReadCode,
  askCode,
  customerByMobileFields,
  dealerByMobileFields,
  e164Of,
  messagesSent,
  signUpByMobile,
  uniqueMobile,
} from '../../../test/phone-helpers.ts';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('POST /v3/api/registration/mobile/{utype}/', () => {
  it('signs up a customer with a mobile number only: 201 with the auth record, no e-mail, the number verified, the address its default', async () => {
    const record = await signUpByMobile(t, 'customer');
    expect(record).toMatchObject({
      email: '',
      username: customerByMobileFields.username,
      mobile_number: record.mobile,
      account_type: 'Personal',
      account_category: 'customer',
    });
    expect(record.KT_ID).toMatch(/^KTC\d{6}$/);
    expect(record.tokens.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const stored = await userOf(record.id);
    expect(stored).toMatchObject({ email: '', passwordHash: '', mobileE164: e164Of(record.mobile), mobileNumber: record.mobile, isVerified: true });
    expect(stored?.mobileVerifiedAt).toBeInstanceOf(Date);
    // No password opens it: the empty hash verifies nothing, and does not throw.
    expect(await verifyPassword('', '')).toBe(false);
    expect(await verifyPassword('', 'Green-Earth-42')).toBe(false);

    const [address] = await t.database.db.select().from(customerAddresses).where(eq(customerAddresses.userId, record.id));
    expect(address).toMatchObject({ isDefault: true, pincode: '282001', city: 'Agra', phoneNumber: record.mobile, name: customerByMobileFields.username });

    const profile = await t.app.inject({ method: 'GET', url: pathTo(routes.customerViewProfile, { refreshOrId: record.id }), headers: bearer(record) });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(ZProfile.parse(profile.json())).toMatchObject({ email: '', mobile_number: record.mobile, account_category: 'customer' });

    const refreshed = await postForm(t.app, routes.tokenRefresh.path, { refresh: record.tokens.refresh });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
  });

  it('signs up a dealer with a mobile number, with its dealer profile', async () => {
    const record = await signUpByMobile(t, 'dealer');
    expect(record).toMatchObject({ email: '', account_type: 'Kabadi', account_category: 'dealer', mobile_number: record.mobile });
    expect(record.KT_ID).toMatch(/^KTD\d{6}$/);
    expect(await t.database.db.select().from(dealerProfiles).where(eq(dealerProfiles.userId, record.id))).toHaveLength(1);
    const profile = await t.app.inject({ method: 'GET', url: pathTo(routes.dealerViewProfile, { refreshOrId: record.id }), headers: bearer(record) });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ email: '', account_category: 'dealer' });
  });

  it('refuses a code for a number that already has an account, on either side, and sends nothing', async () => {
    const customer = await signUpByMobile(t, 'customer');
    const before = await messagesSent(t);
    for (const utype of ['customer', 'dealer'] as const) {
      const res = await askCode(t, { mobile_number: customer.mobile, purpose: 'signup', utype });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: phoneMessages.accountExists });
    }
    expect(await messagesSent(t)).toEqual(before);
  });

  it('refuses a sign-up whose number another account took after its code was sent, and the code still works once the number is free', async () => {
    const mobile = uniqueMobile();
    const code = await askAndReadCode(t, { mobile_number: mobile, purpose: 'signup', utype: 'customer' });
    // A dealer adds an employee with this number meanwhile.
    const dealer = await createDealer(t);
    const body = multipartBody({ username: 'Raju', mobile_number: mobile }, { aadhar_card: pdfFile('aadhaar.pdf') });
    const added = await t.app.inject({ method: 'POST', url: routes.employeeByMobile.path, payload: body.payload, headers: { ...body.headers, ...bearer(dealer) } });
    expect(added.statusCode, added.body).toBe(201);

    const res = await t.app.inject({ method: 'POST', url: routes.mobileCustomerRegistration.path, payload: { mobile_number: mobile, code, ...customerByMobileFields } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: phoneMessages.accountExists });

    await t.database.db.delete(users).where(eq(users.mobileE164, e164Of(mobile)));
    const retried = await t.app.inject({ method: 'POST', url: routes.mobileCustomerRegistration.path, payload: { mobile_number: mobile, code, ...customerByMobileFields } });
    expect(retried.statusCode, retried.body).toBe(201);
  });

  it("refuses a customer's sign-up code at the dealer sign-up, as an expired code", async () => {
    const mobile = uniqueMobile();
    const code = await askAndReadCode(t, { mobile_number: mobile, purpose: 'signup', utype: 'customer' });
    const res = await t.app.inject({ method: 'POST', url: routes.mobileDealerRegistration.path, payload: { mobile_number: mobile, code, ...dealerByMobileFields } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: phoneMessages.codeExpired });
  });

  it('takes the number in any of the forms a person types it, and the body in any encoding', async () => {
    const mobile = uniqueMobile();
    const code = await askAndReadCode(t, { mobile_number: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`, purpose: 'signup', utype: 'dealer' });
    const res = await postForm(t.app, routes.mobileDealerRegistration.path, { mobile_number: `0${mobile}`, code, ...dealerByMobileFields });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ mobile_number: mobile, email: '' });
  });

  it("lets a customer known only by a number place an order, its order info's e-mail empty", async () => {
    const { dealer, entries } = await createDealerWithAreaAndPrice(t);
    const customer = await signUpByMobile(t, 'customer');
    const placed = await placeOrder(t.app, customer, entries);
    expect((await setStatus(t.app, dealer, placed.order_number, 'Accepted')).statusCode).toBe(200);
    const [info] = await t.database.db
      .select({ email: orderInfos.email })
      .from(orders)
      .innerJoin(orderInfos, eq(orderInfos.id, orders.orderInfoId))
      .where(eq(orders.orderNumber, placed.order_number));
    expect(info?.email).toBe('');
  });

  it('queues no mail for an account without an e-mail, where the e-mail account is mailed (an admin switching it off)', async () => {
    const admin = await createAdmin(t);
    const dealer = await signUpByMobile(t, 'dealer');
    const res = await t.app.inject({ method: 'PATCH', url: pathTo(adminRoutes.adminUser, { id: dealer.id }), headers: bearer(admin), payload: { is_active: 'false' } });
    expect(res.statusCode, res.body).toBe(200);
    await drainMail(t.database.db);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, ''))).toEqual([]);
    expect(await t.app.deps.jobs.failedMails()).toEqual([]);
  });

  it('refuses a number that is not a mobile number of India', async () => {
    const res = await askCode(t, { mobile_number: '5123456789', purpose: 'signup', utype: 'customer' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(phoneMessages.invalidNumber);
  });
});
