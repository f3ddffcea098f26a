import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { customerMessageKinds, dealerMessageKinds } from '@kt/contract/phone/message-kinds';
import type { MessagePreferences } from '@kt/contract/phone/phone-fields';
import { phoneEndpoints } from '@kt/contract/phone/phone.endpoints';
import { messagePreferences } from '../../platform/db/schema/index.ts';
import { bearer } from '../../../test/accounts-helpers.ts';
import { createAdmin, createCustomer, createDealer, createEmployee } from '../../../test/factories.ts';
import { encodeBody, encodings } from '../../../test/form-bodies.ts';
import { verifyMobile } from '../../../test/notify-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const path = phoneEndpoints.messagePreferences.path;

async function read(who: AuthRecord): Promise<MessagePreferences> {
  const res = await t.app.inject({ method: 'GET', url: path, headers: bearer(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function save(who: AuthRecord, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: path, headers: bearer(who), payload: body });
}

async function storedConsent(userId: number) {
  const [row] = await t.database.db.select().from(messagePreferences).where(eq(messagePreferences.userId, userId));
  return { optedInAt: row?.whatsappOptedInAt ?? null, optedOutAt: row?.whatsappOptedOutAt ?? null };
}

describe('message preferences: reading', () => {
  it("answers a customer who never chose the defaults of a customer's kinds: SMS and e-mail on, WhatsApp not opted in", async () => {
    const customer = await createCustomer(t);
    const res = await t.app.inject({ method: 'GET', url: path, headers: bearer(customer) });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      sms: [...customerMessageKinds],
      whatsapp: [...customerMessageKinds],
      email: [...customerMessageKinds],
      kinds: [...customerMessageKinds],
      whatsapp_opted_in: false,
      whatsapp_opted_in_at: null,
      mobile_e164: null,
      has_email: true,
    });
  });

  it("answers a dealer and a dealer's employee the dealer's kinds, with the verified number", async () => {
    const dealer = await createDealer(t);
    const mobile = await verifyMobile(t.database.db, dealer.id);
    const employee = await createEmployee(t, dealer);
    const dealerView = await read(dealer);
    expect(dealerView).toMatchObject({ kinds: [...dealerMessageKinds], sms: [...dealerMessageKinds], mobile_e164: mobile });
    expect((await read(employee)).kinds).toEqual([...dealerMessageKinds]);
  });

  it('refuses a caller without a token (401) and an admin (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect((await save(await createAdmin(t), { sms: [], whatsapp: [], email: [], whatsapp_opt_in: false })).statusCode).toBe(403);
  });
});

describe('message preferences: saving', () => {
  it("replaces the choice, dropping the kinds that are not the account's", async () => {
    const customer = await createCustomer(t);
    const res = await save(customer, { sms: ['accepted', 'new_pickup', 'reminder'], whatsapp: [], email: ['completed'], whatsapp_opt_in: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sms: ['accepted', 'reminder'], whatsapp: [], email: ['completed'], whatsapp_opted_in: false });
    expect(await read(customer)).toMatchObject({ sms: ['accepted', 'reminder'], whatsapp: [], email: ['completed'] });
  });

  it.each(encodings)('takes the lists as comma-separated fields (%s)', async (encoding) => {
    const dealer = await createDealer(t);
    const body = encodeBody(encoding, { sms: 'new_pickup,inquiry', whatsapp: '', email: 'area_decision', whatsapp_opt_in: 'false' });
    const res = await t.app.inject({ method: 'POST', url: path, headers: { ...body.headers, ...bearer(dealer) }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sms: ['new_pickup', 'inquiry'], whatsapp: [], email: ['area_decision'] });
  });

  it('refuses an unknown kind with 400 and stores nothing', async () => {
    const customer = await createCustomer(t);
    const res = await save(customer, { sms: ['booked', 'spam'], whatsapp: [], email: [], whatsapp_opt_in: false });
    expect(res.statusCode).toBe(400);
    expect((await read(customer)).sms).toEqual([...customerMessageKinds]);
  });

  it('refuses WhatsApp consent without a verified number (409), storing nothing', async () => {
    const customer = await createCustomer(t);
    const res = await save(customer, { sms: [], whatsapp: ['booked'], email: [], whatsapp_opt_in: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(phoneMessages.noVerifiedNumber);
    expect(await read(customer)).toMatchObject({ sms: [...customerMessageKinds], whatsapp_opted_in: false });
  });

  it('records the time of the WhatsApp opt-in once, and its end with the opt-out', async () => {
    const customer = await createCustomer(t);
    await verifyMobile(t.database.db, customer.id);
    const choice = { sms: ['booked'], whatsapp: ['booked', 'accepted'], email: [] };

    const optedIn = await save(customer, { ...choice, whatsapp_opt_in: true });
    expect(optedIn.statusCode, optedIn.body).toBe(200);
    const first = await storedConsent(customer.id);
    expect(first.optedInAt).toBeInstanceOf(Date);
    expect(optedIn.json()).toMatchObject({ whatsapp_opted_in: true, whatsapp_opted_in_at: first.optedInAt?.toISOString() });

    // Saving again with the consent on keeps the time it was given.
    expect((await save(customer, { ...choice, sms: [], whatsapp_opt_in: true })).statusCode).toBe(200);
    expect((await storedConsent(customer.id)).optedInAt).toEqual(first.optedInAt);

    const optedOut = await save(customer, { ...choice, whatsapp_opt_in: false });
    expect(optedOut.json()).toMatchObject({ whatsapp_opted_in: false, whatsapp_opted_in_at: null, whatsapp: ['booked', 'accepted'] });
    const ended = await storedConsent(customer.id);
    expect(ended.optedInAt).toBeNull();
    expect(ended.optedOutAt?.getTime()).toBeGreaterThanOrEqual(first.optedInAt?.getTime() ?? Infinity);

    // Opting in again is a new consent, recorded with its own time.
    const again = await save(customer, { ...choice, whatsapp_opt_in: true });
    expect(again.json().whatsapp_opted_in).toBe(true);
    expect((await storedConsent(customer.id)).optedInAt?.getTime()).toBeGreaterThanOrEqual(ended.optedOutAt?.getTime() ?? Infinity);
  });
});
