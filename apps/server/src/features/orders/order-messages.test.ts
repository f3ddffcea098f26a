import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { pathTo } from '@kt/contract/http/path-to';
import { indiaDate } from '@kt/contract/india-time';
import { customerMessageKinds, dealerMessageKinds } from '@kt/contract/phone/message-kinds';
import { phoneEndpoints } from '@kt/contract/phone/phone.endpoints';
import { earliestPickupDate, formatPickupDate } from '@kt/contract/orders/pickup-dates';
import * as routes from '@kt/contract/routes';
import { outgoingMessages, pincodeRequests, smsDailyUsage } from '../../platform/db/schema/index.ts';
import { bearer, countEmails, readEmail } from '../../../test/accounts-helpers.ts';
import { acceptedOrder, complete, completionBody, weigh, weighAndComplete } from '../../../test/completion-helpers.ts';
import { createAdmin, createCustomer, createDealerWithAreaAndPrice } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { messagesTo, verifyMobile } from '../../../test/notify-helpers.ts';
import { placeOrder, setStatus } from '../../../test/orders-helpers.ts';
import { pdfFile, pngFile } from '../../../test/route-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { itemsSummary } from './order-messages.ts';

let t: TestApp;
let admin: AuthRecord;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const pickupSlot = '8am - 1pm';

/** A dealer serving 282001 with two prices, and a customer; each with a verified number unless told otherwise. */
async function parties(options: { customerNumber?: boolean; dealerNumber?: boolean } = {}) {
  const { dealer, entries } = await createDealerWithAreaAndPrice(t, { prices: { Newspaper: '12.00', Cardboard: '8.00' } });
  const customer = await createCustomer(t);
  const dealerMobile = options.dealerNumber === false ? null : await verifyMobile(t.database.db, dealer.id);
  const customerMobile = options.customerNumber === false ? null : await verifyMobile(t.database.db, customer.id);
  return { dealer, customer, entries, dealerMobile: dealerMobile ?? '', customerMobile: customerMobile ?? '' };
}

/** The messages of one kind queued to a number. */
async function sent(mobile: string, kind: string) {
  return (await messagesTo(t.database.db, mobile)).filter((message) => message.kind === kind);
}

function savePreferences(who: AuthRecord, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: phoneEndpoints.updateMessagePreferences.path, headers: bearer(who), payload: body });
}

async function withSmsBudgetSpent(work: () => Promise<void>) {
  const day = indiaDate();
  const budget = t.app.deps.messages.smsDailyBudget;
  await t.database.db.insert(smsDailyUsage).values({ day, queued: budget }).onConflictDoUpdate({ target: smsDailyUsage.day, set: { queued: budget } });
  try {
    await work();
  } finally {
    await t.database.db.delete(smsDailyUsage).where(eq(smsDailyUsage.day, day));
  }
}

describe('order messages to the customer', () => {
  it('sends a customer with a verified number the booking, the acceptance (without the code: issue 28) and the completion with the amount and the receipt link by SMS', async () => {
    const { dealer, customer, entries, customerMobile } = await parties();
    const accepted = await acceptedOrder(t, dealer, entries, customer);
    const { orderNumber } = accepted;
    const date = formatPickupDate(earliestPickupDate());

    const [booked] = await sent(customerMobile, 'booked');
    expect(booked).toMatchObject({ channel: 'sms', orderNumber });
    expect(booked?.text).toBe(`Pickup ${orderNumber} is booked for ${date}, ${pickupSlot}. We will tell you when the dealer accepts. ${t.config.publicUrl}/sell/user/pickup`);

    const [acceptance] = await sent(customerMobile, 'accepted');
    expect(acceptance?.params).toEqual([orderNumber, date, pickupSlot, `${t.config.publicUrl}/sell/user/pickup`]);
    expect(acceptance?.text).toContain('Your pickup code appears on your pickup card once the dealer has weighed your items.');
    expect(acceptance?.text).not.toContain(accepted.code);

    const done = await weighAndComplete(t, dealer, accepted);
    expect(done.statusCode, done.body).toBe(200);
    const paid = done.json().total_amount as string;
    const [completed] = await sent(customerMobile, 'completed');
    expect(completed?.text).toBe(`Pickup ${orderNumber} is completed. Paid Rs ${paid}. Your receipt: ${t.config.publicUrl}/receipt/${orderNumber}`);

    // The e-mails of the default choice are sent as before.
    expect((await readEmail(t.database.db, customer.email))?.subject).toContain(orderNumber);
    expect(await countEmails(t.database.db, customer.email)).toBeGreaterThanOrEqual(3);
  });

  it('tells the customer of a cancellation by the dealer, and the dealer of one by the customer', async () => {
    const { dealer, customer, entries, customerMobile, dealerMobile } = await parties();
    const first = await placeOrder(t.app, customer, entries.slice(0, 1));
    expect((await setStatus(t.app, dealer, first.order_number, 'Cancelled by Dealer')).statusCode).toBe(200);
    expect((await sent(customerMobile, 'cancelled_by_dealer')).map((m) => m.text)).toEqual([
      `Pickup ${first.order_number} was cancelled by the dealer. ${t.config.publicUrl}/sell/user/pickup`,
    ]);

    const second = await placeOrder(t.app, customer, entries.slice(0, 1));
    expect((await setStatus(t.app, customer, second.order_number, 'Cancelled by Customer')).statusCode).toBe(200);
    expect((await sent(dealerMobile, 'cancelled_by_customer')).map((m) => m.text)).toEqual([
      `Pickup ${second.order_number} was cancelled by the customer. ${t.config.publicUrl}/dealer/pickup`,
    ]);
  });

  it('sends WhatsApp only once the customer opted in', async () => {
    const { dealer, customer, entries, customerMobile } = await parties();
    const placed = await placeOrder(t.app, customer, entries.slice(0, 1));
    expect((await messagesTo(t.database.db, customerMobile)).map((m) => `${m.channel} ${m.kind}`)).toEqual(['sms booked']);

    const all = [...customerMessageKinds];
    expect((await savePreferences(customer, { sms: all, whatsapp: all, email: all, whatsapp_opt_in: true })).statusCode).toBe(200);
    expect((await setStatus(t.app, dealer, placed.order_number, 'Accepted')).statusCode).toBe(200);
    expect((await sent(customerMobile, 'accepted')).map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp']);
  });

  it('sends no SMS of a kind switched off for SMS, and no mail of a kind switched off for e-mail', async () => {
    const { dealer, customer, entries, customerMobile } = await parties();
    const allBut = (kind: string) => customerMessageKinds.filter((k) => k !== kind);
    const saved = await savePreferences(customer, { sms: allBut('accepted'), whatsapp: [], email: allBut('completed'), whatsapp_opt_in: false });
    expect(saved.statusCode, saved.body).toBe(200);

    const accepted = await acceptedOrder(t, dealer, entries, customer);
    expect(await sent(customerMobile, 'accepted')).toEqual([]);
    // Its mail is still on.
    expect((await readEmail(t.database.db, customer.email))?.subject).toBe(`Pickup ${accepted.orderNumber}: Accepted`);

    const weighed = await weigh(t, dealer, accepted);
    const mailsBefore = await countEmails(t.database.db, customer.email);
    expect((await complete(t.app, dealer, accepted.orderNumber, completionBody(weighed))).statusCode).toBe(200);
    expect(await sent(customerMobile, 'completed')).toHaveLength(1);
    expect(await countEmails(t.database.db, customer.email)).toBe(mailsBefore);
  });

  it('sends no SMS to an account without a verified number', async () => {
    const { dealer, customer, entries } = await parties({ customerNumber: false });
    await acceptedOrder(t, dealer, entries, customer);
    const queued = await t.database.db.select().from(outgoingMessages).where(eq(outgoingMessages.userId, customer.id));
    expect(queued).toEqual([]);
  });
});

describe('order messages to the dealer', () => {
  it('sends the dealer the new pickup request with its date, slot, pincode and items', async () => {
    const { dealer, customer, entries, dealerMobile } = await parties();
    const placed = await placeOrder(t.app, customer, entries);
    const [request] = await sent(dealerMobile, 'new_pickup');
    const date = formatPickupDate(earliestPickupDate());
    expect(request).toMatchObject({ channel: 'sms', orderNumber: placed.order_number });
    expect(request?.text).toBe(
      `New pickup request ${placed.order_number}: ${date}, ${pickupSlot}, pincode 282001. Items: Newspaper 5 kg, Cardboard 5 kg. Accept or cancel: ${t.config.publicUrl}/dealer/pickup`,
    );
    // And the mail, as before.
    expect((await readEmail(t.database.db, dealer.email))?.subject).toBe(`New pickup request ${placed.order_number}`);
  });

  it('queues no new-order mail to a dealer who switched it off, and still places the order and sends the SMS', async () => {
    const { dealer, customer, entries, dealerMobile } = await parties();
    const kinds = [...dealerMessageKinds];
    const saved = await savePreferences(dealer, { sms: kinds, whatsapp: [], email: kinds.filter((k) => k !== 'new_pickup'), whatsapp_opt_in: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const mailsBefore = await countEmails(t.database.db, dealer.email);
    const placed = await placeOrder(t.app, customer, entries.slice(0, 1));
    expect(placed.status).toBe('New');
    expect(await sent(dealerMobile, 'new_pickup')).toHaveLength(1);
    expect(await countEmails(t.database.db, dealer.email)).toBe(mailsBefore);
  });

  it("places the order and mails the dealer when the day's SMS budget is spent, queuing no SMS", async () => {
    const { dealer, customer, entries, dealerMobile, customerMobile } = await parties();
    await withSmsBudgetSpent(async () => {
      const placed = await placeOrder(t.app, customer, entries.slice(0, 1));
      expect((await readEmail(t.database.db, dealer.email))?.subject).toBe(`New pickup request ${placed.order_number}`);
      expect(await messagesTo(t.database.db, dealerMobile)).toEqual([]);
      expect(await messagesTo(t.database.db, customerMobile)).toEqual([]);
    });
  });

  it("sends the dealer an inquiry, the documents' decision and a pincode request's decision, each with its link", async () => {
    const { dealer, dealerMobile } = await parties({ customerNumber: false });

    const inquiry = multipartBody({ dealer_id: dealer.id, customer_name: 'Ravi', phone: '9876501234', email: 'ravi@example.in', itemName: 'Old fridge', quantity: '40', description: '' });
    const asked = await t.app.inject({ method: 'POST', url: routes.inquiry.path, payload: inquiry.payload, headers: inquiry.headers });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await sent(dealerMobile, 'inquiry')).map((m) => m.text)).toEqual([
      `New inquiry: Old fridge, 40 kg, from Ravi. ${t.config.publicUrl}/dealer/requests?tab=inquiries`,
    ]);

    const documents = multipartBody({ dealer_id: dealer.id }, { Aadhar_card: pdfFile('aadhar.pdf'), Pic: pngFile('photo.png') });
    const uploaded = await t.app.inject({ method: 'POST', url: routes.addDocuments.path, payload: documents.payload, headers: { ...documents.headers, ...bearer(dealer) } });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const verified = await t.app.inject({ method: 'POST', url: pathTo(adminRoutes.adminVerifyDocuments, { id: dealer.id }), headers: bearer(admin) });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await sent(dealerMobile, 'document_decision')).map((m) => m.text)).toEqual([
      `Your documents were verified. ${t.config.publicUrl}/dealer/settings/documentupload`,
    ]);

    const [request] = await t.database.db
      .insert(pincodeRequests)
      .values({ dealerId: dealer.id, pincode: '282004', state: 'Uttar Pradesh', city: 'Agra', area: 'Shahganj', status: 'Pending' })
      .returning({ id: pincodeRequests.id });
    const rejected = await t.app.inject({
      method: 'POST',
      url: pathTo(adminRoutes.adminRejectPincode, { id: request?.id ?? 0 }),
      headers: bearer(admin),
      payload: { reason: 'Too far from your other areas.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await sent(dealerMobile, 'area_decision')).map((m) => m.text)).toEqual([
      `Your request to serve pincode 282004 was not approved. ${t.config.publicUrl}/dealer/settings/addarea`,
    ]);
  });
});

describe('the items of a pickup request', () => {
  const item = (subcategoryName: string, quantity: string) => ({ subcategoryName, quantity });

  it('names each item with its weight as people write it', () => {
    expect(itemsSummary([item('Paper', '10.00'), item('Iron', '5.50')])).toBe('Paper 10 kg, Iron 5.5 kg');
  });

  it('counts the items that do not fit a template parameter', () => {
    const many = [item('Newspaper', '5.00'), item('Cardboard', '2.50'), item('Plastic bottles', '1.00'), item('Iron', '3.00')];
    expect(itemsSummary(many)).toBe('Newspaper 5 kg +3 more');
    expect(itemsSummary(many, 40)).toBe('Newspaper 5 kg, Cardboard 2.5 kg +2 more');
    expect(itemsSummary([])).toBe('');
  });
});
