import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { Dispute } from '@kt/contract/disputes/disputes';
import type { MarketplacePage } from '@kt/contract/marketplace/page';
import { receiptLabels } from '@kt/contract/orders/receipt-labels';
import type { Receipt } from '@kt/contract/orders/receipts';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { bearer, readEmail } from '../../../test/accounts-helpers.ts';
import { signInDemoAdmin } from '../../../test/admin-helpers.ts';
import { completedOrder } from '../../../test/completed-orders.ts';
import { createEmployee } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { messagesTo, verifyMobile } from '../../../test/notify-helpers.ts';
import { newCustomer, placeOrder, pricesOf, signInDemo } from '../../../test/orders-helpers.ts';
import { png } from '../../../test/route-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminActions, dealerRatings } from '../../platform/db/schema/index.ts';
import { disputeMessages } from '@kt/contract/disputes/dispute-messages';
import { pdfText } from '../../../test/pdf-text.ts';

let t: TestApp;
let kabadi: AuthRecord;
let collector: AuthRecord;
let admin: AuthRecord;
let entries: PriceListEntry[];

const hours = (n: number) => new Date(Date.now() - n * 60 * 60 * 1000);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [kabadi, collector, admin] = await Promise.all([signInDemo(t.app, 'kabadi'), signInDemo(t.app, 'collector'), signInDemoAdmin(t.app)]);
  entries = await pricesOf(t.app, '282001', kabadi);
});
afterAll(() => t.close());

const get = (who: AuthRecord | null, url: string) => t.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });
const postJson = (who: AuthRecord | null, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: who ? bearer(who) : {}, payload });

/** A Completed order of the demo kabadi: 2.50 kg at Rs 12.00 = Rs 30.00 paid, Rs 0.30 commission. */
async function completed(customer: AuthRecord, completedAt = hours(1)) {
  const [entry] = entries;
  if (!entry) throw new Error('the demo kabadi prices nothing in 282001');
  return completedOrder(t, customer, {
    items: [{ entry, rate: '12.00', weight: '2.50', amount: '30.00' }],
    paid: '30.00',
    commission: '0.30',
    completedAt,
  });
}

function openDispute(who: AuthRecord, orderNumber: string, fields: Record<string, string> = {}, photo = true) {
  const body = multipartBody({ reason: 'wrong_weight', note: 'The scale read 2.5 kg; we had 4 kg of paper.', ...fields }, photo ? { photo: { data: png, filename: 'scale.png', type: 'image/png' } } : {});
  return t.app.inject({ method: 'POST', url: `/api/order_dispute/${orderNumber}/`, headers: { ...bearer(who), ...body.headers }, payload: body.payload });
}

describe('opening a dispute (issue 28)', () => {
  it('lets the customer report a Completed pickup within 48 hours with a note and a photo, and tells the dealer', async () => {
    const customer = await newCustomer(t);
    const dealerMobile = await verifyMobile(t.database.db, kabadi.id);
    const order = await completed(customer, hours(47));
    const res = await openDispute(customer, order.orderNumber);
    expect(res.statusCode, res.body).toBe(201);
    const dispute = res.json<Dispute>();
    expect(dispute).toMatchObject({ order_number: order.orderNumber, reason: 'wrong_weight', status: 'Open', answer: null, paid_amount: '30.00' });
    expect(dispute.photo).toMatch(/\/v3\/api\/private-files\/disputes\//);
    // The dealer sees it, on the order and in their list, and is told by SMS and e-mail.
    expect((await get(kabadi, `/api/order_dispute/${order.orderNumber}/`)).json<Dispute>().id).toBe(dispute.id);
    expect((await get(kabadi, '/dealer/api/disputes/')).json<Dispute[]>().map((d) => d.id)).toContain(dispute.id);
    expect((await messagesTo(t.database.db, dealerMobile)).filter((m) => m.kind === 'dispute_opened').map((m) => m.orderNumber)).toContain(order.orderNumber);
    expect((await readEmail(t.database.db, 'kabadi@example.com'))?.subject).toBe(`Pickup ${order.orderNumber} was reported`);
    // The photo: the parties and the admin only.
    const photoPath = new URL(dispute.photo ?? '').pathname;
    expect((await get(customer, photoPath)).statusCode).toBe(200);
    expect((await get(kabadi, photoPath)).statusCode).toBe(200);
    expect((await get(admin, photoPath)).statusCode).toBe(200);
    expect((await get(collector, photoPath)).statusCode).toBe(404);
    expect((await get(await newCustomer(t), photoPath)).statusCode).toBe(404);
    expect((await get(null, photoPath)).statusCode).toBe(401);
  });

  it('refuses a report after 48 hours', async () => {
    const customer = await newCustomer(t);
    const order = await completed(customer, hours(49));
    const res = await openDispute(customer, order.orderNumber);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: disputeMessages.windowClosed });
  });

  it("refuses another customer's order as not found", async () => {
    const order = await completed(await newCustomer(t));
    const res = await openDispute(await newCustomer(t), order.orderNumber);
    expect(res.statusCode).toBe(404);
    expect((await openDispute(await newCustomer(t), 'KTO99999999')).statusCode).toBe(404);
  });

  it('refuses a second report of the same order', async () => {
    const customer = await newCustomer(t);
    const order = await completed(customer);
    expect((await openDispute(customer, order.orderNumber, {}, false)).statusCode).toBe(201);
    const again = await openDispute(customer, order.orderNumber, { reason: 'bad_conduct' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: disputeMessages.alreadyOpened });
  });

  it('refuses an order that is not Completed', async () => {
    const customer = await newCustomer(t);
    const [entry] = entries;
    if (!entry) throw new Error('no price');
    const placed = await placeOrder(t.app, customer, [entry]);
    const res = await openDispute(customer, placed.order_number);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: disputeMessages.notCompleted });
  });

  it('refuses a photo that is not a picture by its content, and a dealer opening one', async () => {
    const customer = await newCustomer(t);
    const order = await completed(customer);
    const body = multipartBody({ reason: 'wrong_price', note: 'Rate was lower than agreed.' }, { photo: { data: Buffer.from('%PDF-1.4 not a picture'), filename: 'scale.png', type: 'image/png' } });
    const res = await t.app.inject({ method: 'POST', url: `/api/order_dispute/${order.orderNumber}/`, headers: { ...bearer(customer), ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(415);
    expect((await openDispute(kabadi, order.orderNumber)).statusCode).toBe(403);
    // Refused reports leave the order free to be reported.
    expect((await openDispute(customer, order.orderNumber)).statusCode).toBe(201);
  });

  it('refuses an unknown reason and an empty note', async () => {
    const customer = await newCustomer(t);
    const order = await completed(customer);
    expect((await openDispute(customer, order.orderNumber, { reason: 'late' })).statusCode).toBe(400);
    expect((await openDispute(customer, order.orderNumber, { note: '  ' })).statusCode).toBe(400);
  });
});

describe("the dealer's answer", () => {
  it("lets the order's dealer answer once, and no other dealer", async () => {
    const customer = await newCustomer(t);
    const order = await completed(customer);
    const dispute = (await openDispute(customer, order.orderNumber)).json<Dispute>();
    const url = `/dealer/api/disputes/${dispute.id}/answer/`;
    const other = await postJson(collector, url, { answer: 'Not mine, but let me answer.' });
    expect(other.statusCode).toBe(404);
    expect((await get(collector, `/api/order_dispute/${order.orderNumber}/`)).statusCode).toBe(404);
    expect((await postJson(customer, url, { answer: 'I am the customer.' })).statusCode).toBe(403);
    const res = await postJson(kabadi, url, { answer: 'The scale was checked in front of the customer.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Dispute>()).toMatchObject({ answer: 'The scale was checked in front of the customer.' });
    expect((await get(customer, `/api/order_dispute/${order.orderNumber}/`)).json<Dispute>().answer).toBe('The scale was checked in front of the customer.');
    const again = await postJson(kabadi, url, { answer: 'Second thoughts.' });
    expect(again.statusCode).toBe(409);
    // An employee of the dealer acts for them.
    const customer2 = await newCustomer(t);
    const order2 = await completed(customer2);
    const dispute2 = (await openDispute(customer2, order2.orderNumber)).json<Dispute>();
    const employee = await createEmployee(t, kabadi);
    expect((await postJson(employee, `/dealer/api/disputes/${dispute2.id}/answer/`, { answer: 'Answered by the employee.' })).statusCode).toBe(200);
  });
});

describe("the admin's decision", () => {
  it('lets only the admin list and close disputes', async () => {
    const customer = await newCustomer(t);
    const order = await completed(customer);
    const dispute = (await openDispute(customer, order.orderNumber)).json<Dispute>();
    const url = `/v3/admin/disputes/${dispute.id}/close/`;
    const body = { outcome: 'rejected', reason: 'No evidence.' };
    expect((await postJson(null, url, body)).statusCode).toBe(401);
    expect((await postJson(customer, url, body)).statusCode).toBe(403);
    expect((await postJson(kabadi, url, body)).statusCode).toBe(403);
    expect((await get(kabadi, '/v3/admin/disputes/')).statusCode).toBe(403);
    expect((await get(customer, `/api/order_dispute/${order.orderNumber}/`)).json<Dispute>().status).toBe('Open');
  });

  it('lists open disputes oldest first', async () => {
    const first = await newCustomer(t);
    const second = await newCustomer(t);
    const a = (await openDispute(first, (await completed(first)).orderNumber)).json<Dispute>();
    const b = (await openDispute(second, (await completed(second)).orderNumber)).json<Dispute>();
    const res = await get(admin, '/v3/admin/disputes/?page_size=100');
    expect(res.statusCode).toBe(200);
    const ids = res.json<Dispute[]>().map((d) => d.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    const created = res.json<Dispute[]>().map((d) => d.created_at);
    expect([...created].sort()).toEqual(created);
  });

  it('upholds with an adjustment that both receipts, both wallets, the statement and the audit log show, and tells both parties', async () => {
    const customer = await newCustomer(t);
    const customerMobile = await verifyMobile(t.database.db, customer.id);
    const dealerMobile = await verifyMobile(t.database.db, kabadi.id);
    const order = await completed(customer);
    const dispute = (await openDispute(customer, order.orderNumber)).json<Dispute>();
    const dealerBefore = (await get(kabadi, '/api/wallet/dealer/')).json<{ paid_total: string; commission_total: string }>();
    const customerBefore = (await get(customer, '/api/wallet/customer/')).json<{ balance: string }>();
    expect(customerBefore.balance).toBe('30.00');

    const res = await postJson(admin, `/v3/admin/disputes/${dispute.id}/close/`, { outcome: 'upheld', adjustment_paise: 1250, reason: 'The photo shows 3.54 kg.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Dispute>()).toMatchObject({ status: 'Upheld', adjustment_amount: '12.50', paid_amount: '42.50', outcome_reason: 'The photo shows 3.54 kg.' });

    const customerReceipt = (await get(customer, `/api/order_receipt/${order.orderNumber}/`)).json<Receipt>();
    const dealerReceipt = (await get(kabadi, `/api/order_receipt/${order.orderNumber}/`)).json<Receipt>();
    for (const receipt of [customerReceipt, dealerReceipt]) expect(receipt).toMatchObject({ total_amount: '42.50', adjustment_amount: '12.50' });
    // The commission stays what was charged at the door.
    expect(dealerReceipt.commission_amount).toBe('0.30');
    for (const who of [customer, kabadi]) {
      const pdf = await get(who, `/api/order_receipt/${order.orderNumber}/pdf/`);
      expect(pdf.statusCode).toBe(200);
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain(receiptLabels.adjustment);
      expect(text).toContain('12.50');
      expect(text).toContain('Rs 42.50');
    }

    expect((await get(customer, '/api/wallet/customer/')).json()).toMatchObject({ balance: '42.50' });
    const customerHistory = (await get(customer, '/api/wallet/customer/history/')).json<{ order_number: string; amount: string }[]>();
    expect(customerHistory.find((e) => e.order_number === order.orderNumber)?.amount).toBe('42.50');
    const dealerAfter = (await get(kabadi, '/api/wallet/dealer/')).json<{ paid_total: string; commission_total: string }>();
    expect(Number(dealerAfter.paid_total) * 100 - Number(dealerBefore.paid_total) * 100).toBeCloseTo(1250, 6);
    expect(dealerAfter.commission_total).toBe(dealerBefore.commission_total);
    const dealerHistory = (await get(kabadi, '/api/wallet/dealer/history/?page_size=100')).json<{ order_number: string; amount: string }[]>();
    expect(dealerHistory.find((e) => e.order_number === order.orderNumber)?.amount).toBe('42.50');
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
    const csv = (await get(kabadi, `/api/wallet/dealer/statement/${month}/`)).body;
    expect(csv.split('\n').find((line) => line.startsWith(order.orderNumber))).toContain('42.50');

    const [audit] = await t.database.db.select().from(adminActions).where(eq(adminActions.targetId, dispute.id)).orderBy(desc(adminActions.id)).limit(1);
    expect(audit).toMatchObject({ action: 'dispute.uphold', targetKind: 'dispute', adminId: admin.id });
    expect(audit?.detail).toContain(order.orderNumber);
    expect(audit?.detail).toContain('12.50');

    expect((await messagesTo(t.database.db, customerMobile)).filter((m) => m.kind === 'dispute_closed').map((m) => m.text)).toEqual([
      expect.stringContaining('was decided: upheld: Rs 12.50 added.'),
    ]);
    expect((await messagesTo(t.database.db, dealerMobile)).filter((m) => m.kind === 'dispute_decided' && m.orderNumber === order.orderNumber)).toHaveLength(1);
    expect((await readEmail(t.database.db, customer.email))?.subject).toBe(`Your report on pickup ${order.orderNumber} was decided`);
    expect((await readEmail(t.database.db, 'kabadi@example.com'))?.subject).toBe(`The report on pickup ${order.orderNumber} was decided`);

    // Decided once; the dealer's admin page counts it.
    expect((await postJson(admin, `/v3/admin/disputes/${dispute.id}/close/`, { outcome: 'rejected', reason: 'Again.' })).statusCode).toBe(409);
    expect((await get(admin, `/v3/admin/users/${kabadi.id}/`)).json()).toMatchObject({ dealer: { upheld_disputes: expect.any(Number) } });
    expect((await get(admin, `/v3/admin/disputes/?page_size=100`)).json<Dispute[]>().map((d) => d.id)).not.toContain(dispute.id);
  });

  it("counts the dealer's upheld disputes on their admin page", async () => {
    const before = (await get(admin, `/v3/admin/users/${kabadi.id}/`)).json<{ dealer: { upheld_disputes: number } }>().dealer.upheld_disputes;
    const customer = await newCustomer(t);
    const dispute = (await openDispute(customer, (await completed(customer)).orderNumber)).json<Dispute>();
    expect((await postJson(admin, `/v3/admin/disputes/${dispute.id}/close/`, { outcome: 'upheld', adjustment_paise: 0, reason: 'Rude at the door.' })).statusCode).toBe(200);
    expect((await get(admin, `/v3/admin/users/${kabadi.id}/`)).json()).toMatchObject({ dealer: { upheld_disputes: before + 1 } });
    // Upheld without money owed: the amount stays, and the receipt shows no adjustment line.
    expect((await get(customer, `/api/order_receipt/${dispute.order_number}/`)).json<Receipt>()).toMatchObject({ total_amount: '30.00', adjustment_amount: null });
  });

  it('rejects without changing the amount, still telling both parties', async () => {
    const customer = await newCustomer(t);
    const customerMobile = await verifyMobile(t.database.db, customer.id);
    const order = await completed(customer);
    const dispute = (await openDispute(customer, order.orderNumber)).json<Dispute>();
    const res = await postJson(admin, `/v3/admin/disputes/${dispute.id}/close/`, { outcome: 'rejected', reason: 'The weights match the photo.' });
    expect(res.json<Dispute>()).toMatchObject({ status: 'Rejected', adjustment_amount: null, paid_amount: '30.00' });
    expect((await get(customer, `/api/order_receipt/${order.orderNumber}/`)).json<Receipt>()).toMatchObject({ total_amount: '30.00', adjustment_amount: null });
    expect((await messagesTo(t.database.db, customerMobile)).filter((m) => m.kind === 'dispute_closed').map((m) => m.text)).toEqual([expect.stringContaining('rejected')]);
    const [audit] = await t.database.db.select().from(adminActions).where(eq(adminActions.targetId, dispute.id)).orderBy(desc(adminActions.id)).limit(1);
    expect(audit?.action).toBe('dispute.reject');
  });

  it('refuses an upheld close without an adjustment, and one above the limit', async () => {
    const customer = await newCustomer(t);
    const dispute = (await openDispute(customer, (await completed(customer)).orderNumber)).json<Dispute>();
    const url = `/v3/admin/disputes/${dispute.id}/close/`;
    expect((await postJson(admin, url, { outcome: 'upheld', reason: 'Yes.' })).statusCode).toBe(400);
    expect((await postJson(admin, url, { outcome: 'upheld', reason: 'Yes.', adjustment_paise: 10_000_001 })).statusCode).toBe(400);
    expect((await postJson(admin, url, { outcome: 'upheld', reason: 'Yes.', adjustment_paise: -5 })).statusCode).toBe(400);
  });
});

describe('ratings that mean something', () => {
  const rate = (who: AuthRecord | null, rating: string, review: string) =>
    postJson(who, '/api3/dealer_rating/dealer_rating/', { dealer_id: kabadi.id, dealer_account_type: 'Kabadi', deale_name: 'x', rating, rate_count: review });
  const latest = async () => (await t.database.db.select().from(dealerRatings).orderBy(desc(dealerRatings.id)).limit(1))[0];

  it('marks a rating from a customer with a Completed order as a verified pickup, any other as open', async () => {
    const before = (await get(null, `/v3/api/marketplace/${kabadi.id}/`)).json<MarketplacePage>().stats;
    const buyer = await newCustomer(t);
    await completed(buyer);
    expect((await rate(buyer, '5', 'Weighed in front of me, fair.')).statusCode).toBe(201);
    expect(await latest()).toMatchObject({ verifiedPickup: true, customerId: buyer.id });
    expect((await rate(await newCustomer(t), '1', 'Never sold to them.')).statusCode).toBe(201);
    expect((await latest())?.verifiedPickup).toBe(false);
    expect((await rate(null, '2', 'Anonymous.')).statusCode).toBe(201);
    expect((await latest())?.verifiedPickup).toBe(false);
    // A customer's Completed order with another dealer does not verify a rating of this one.
    expect((await rate(kabadi, '5', 'Rating myself.')).statusCode).toBe(201);
    expect((await latest())?.verifiedPickup).toBe(false);

    const page = (await get(null, `/v3/api/marketplace/${kabadi.id}/`)).json<MarketplacePage>();
    expect(page.reviews[0]).toMatchObject({ verified_pickup: true, review: 'Weighed in front of me, fair.' });
    expect(before?.verified_rating_count).toBe(0);
    expect(page.stats).toMatchObject({ verified_rating_average: 5, verified_rating_count: 1, open_rating_count: (before?.open_rating_count ?? 0) + 3 });
    expect(page.stats?.rating_count).toBe((before?.rating_count ?? 0) + 4);
    expect(page.stats?.open_rating_average).not.toBe(page.stats?.verified_rating_average);
  });

  it('lets the rated dealer reply once, publicly, and no other dealer', async () => {
    expect((await rate(null, '4', 'Good service.')).statusCode).toBe(201);
    const rating = await latest();
    if (!rating) throw new Error('no rating');
    const url = `/dealer/api/requests/ratings/${rating.id}/reply/`;
    expect((await postJson(collector, url, { reply: 'Not my rating.' })).statusCode).toBe(404);
    expect((await postJson(await newCustomer(t), url, { reply: 'A customer.' })).statusCode).toBe(403);
    const res = await postJson(kabadi, url, { reply: 'Thank you, see you next month.' });
    expect(res.statusCode, res.body).toBe(200);
    const again = await postJson(kabadi, url, { reply: 'Edited.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: disputeMessages.alreadyReplied });
    const page = (await get(null, `/v3/api/marketplace/${kabadi.id}/`)).json<MarketplacePage>();
    expect(page.reviews.find((r) => r.id === rating.id)?.reply).toBe('Thank you, see you next month.');
    const list = (await get(kabadi, '/dealer/api/requests/ratings/')).json<{ id: number; reply: string | null }[]>();
    expect(list.find((r) => r.id === rating.id)?.reply).toBe('Thank you, see you next month.');
  });
});
