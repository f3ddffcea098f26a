/**
 * Issue 28, pickups that do not silently fail: a New pickup unanswered for 4 daytime hours is
 * flagged to its customer once and can be booked with another dealer in one step; an Accepted
 * pickup whose slot is over can be reported as a no-show and cancelled or moved (the dealer
 * accepts); the dealer can move a pickup with a reason (the customer accepts); no-shows count on
 * the dealer's admin page. Time is passed in (the task's `now`) or rows' instants are moved by SQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { addDays, earliestPickupDate } from '@kt/contract/orders/pickup-dates';
import type { Order } from '@kt/contract/orders/orders';
import { indiaDate } from '@kt/contract/india-time';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { bearer } from '../../../test/accounts-helpers.ts';
import { createAdmin, createCustomer, createDealerWithAreaAndPrice } from '../../../test/factories.ts';
import { verifyMobile } from '../../../test/notify-helpers.ts';
import { placeOrder, post, setStatus } from '../../../test/orders-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mailOutbox, orderInfos, orders, outgoingMessages } from '../../platform/db/schema/index.ts';
import { runUnansweredPickups } from './unanswered-pickups.ts';

let t: TestApp;
let first: { dealer: AuthRecord; entries: PriceListEntry[] };
let second: { dealer: AuthRecord; entries: PriceListEntry[] };
let elsewhere: { dealer: AuthRecord; entries: PriceListEntry[] };
const pincode = '282005';

beforeAll(async () => {
  t = await createTestApp();
  first = await createDealerWithAreaAndPrice(t, { pincode, prices: { Newspaper: '12.00', Cardboard: '8.00' } });
  // Buys newspaper only, at a better price.
  second = await createDealerWithAreaAndPrice(t, { pincode, prices: { Newspaper: '14.50' } });
  elsewhere = await createDealerWithAreaAndPrice(t, { pincode: '282006', prices: { Newspaper: '20.00', Cardboard: '9.00' } });
});
afterAll(() => t.close());

/** An instant written as India's wall clock. */
const ist = (text: string) => new Date(`${text}:00+05:30`);

/** The task as the scheduler runs it, then this instance's list cache has heard its changes (as after a write through a route). */
async function run(now: Date) {
  const flagged = await runUnansweredPickups({ db: t.database.db, messages: t.app.deps.messages, jobs: t.app.deps.jobs, publicUrl: t.config.publicUrl, now });
  await t.app.deps.listCache.settle();
  return flagged;
}

async function newOrder(customer?: AuthRecord, placedAt?: string) {
  const buyer = customer ?? (await createCustomer(t));
  await verifyMobile(t.database.db, buyer.id);
  const placed = await placeOrder(t.app, buyer, first.entries, { pickup_time: '1pm - 6pm' });
  if (placedAt) await t.database.db.update(orders).set({ createdAt: ist(placedAt) }).where(eq(orders.orderNumber, placed.order_number));
  return { customer: buyer, orderNumber: placed.order_number };
}

async function orderRow(orderNumber: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!row) throw new Error(`no order ${orderNumber}`);
  return row;
}

async function listed(who: AuthRecord, side: 'customer' | 'dealer', orderNumber: string): Promise<Order | undefined> {
  const res = await t.app.inject({ method: 'GET', url: `/api/${side}/confirm_orders/${who.id}/`, headers: bearer(who) });
  expect(res.statusCode).toBe(200);
  return (res.json() as Order[]).find((order) => order.order_number === orderNumber);
}

async function messagesOf(orderNumber: string, kind: string) {
  return t.database.db.select().from(outgoingMessages).where(and(eq(outgoingMessages.orderNumber, orderNumber), eq(outgoingMessages.kind, kind)));
}

const url = (orderNumber: string, action: string) => `/api/orders/${orderNumber}/${action}/`;

describe('a New pickup its dealer does not answer', () => {
  it('is flagged only after 4 daytime hours (08:00-19:00 India time), once, with a message and a mail to the customer', async () => {
    // Placed at 17:30: 90 daytime minutes that day, due at 10:30 the next morning.
    const { customer, orderNumber } = await newOrder(undefined, '2026-11-20T17:30');
    expect(await run(ist('2026-11-20T21:29'))).toBe(0);
    expect(await run(ist('2026-11-21T10:29'))).toBe(0);
    expect((await orderRow(orderNumber)).answerOverdueAt).toBeNull();
    expect((await listed(customer, 'customer', orderNumber))?.follow_up).toBeUndefined();

    // Two instances at once flag it once.
    const flagged = await Promise.all([run(ist('2026-11-21T10:30')), run(ist('2026-11-21T10:31'))]);
    expect(flagged[0] + flagged[1]).toBe(1);
    expect(await run(ist('2026-11-22T12:00'))).toBe(0);
    expect((await listed(customer, 'customer', orderNumber))?.follow_up).toEqual({ answer_overdue: true, no_show_reported: false });

    const [sms, ...more] = await messagesOf(orderNumber, 'pickup_unanswered');
    expect(more).toHaveLength(0);
    expect(sms?.text).toBe(`Pickup ${orderNumber} has not been answered by the dealer yet. You can book the same items with another dealer: ${t.config.publicUrl}/sell/user/pickup`);
    await t.app.deps.jobs.drain();
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email));
    expect(mails.filter((mail) => mail.subject === `Pickup ${orderNumber} is not answered yet`)).toHaveLength(1);
  });

  it('is not flagged once the dealer has answered it', async () => {
    const { orderNumber } = await newOrder(undefined, '2026-11-20T09:00');
    expect((await setStatus(t.app, first.dealer, orderNumber, 'Accepted')).statusCode).toBe(200);
    await run(ist('2026-11-23T12:00'));
    expect((await orderRow(orderNumber)).answerOverdueAt).toBeNull();
  });

  it('is flagged through the development trigger at the instant it is given, for this machine only', async () => {
    const { orderNumber } = await newOrder(undefined, '2026-11-19T09:00');
    const remote = await t.app.inject({ method: 'POST', url: `/dev/jobs/unanswered-pickups?at=${encodeURIComponent('2026-11-19T12:59:00+05:30')}`, remoteAddress: '203.0.113.20' });
    expect(remote.statusCode).toBe(404);
    const early = await t.app.inject({ method: 'POST', url: `/dev/jobs/unanswered-pickups?at=${encodeURIComponent('2026-11-19T12:59:00+05:30')}` });
    expect(early.statusCode, early.body).toBe(200);
    expect((await orderRow(orderNumber)).answerOverdueAt).toBeNull();
    const due = await t.app.inject({ method: 'POST', url: `/dev/jobs/unanswered-pickups?at=${encodeURIComponent('2026-11-19T13:00:00+05:30')}` });
    expect(due.json().flagged).toBeGreaterThanOrEqual(1);
    expect((await orderRow(orderNumber)).answerOverdueAt).not.toBeNull();
  });
});

describe('booking an unanswered pickup with another dealer', () => {
  let customer: AuthRecord;
  let orderNumber: string;

  beforeAll(async () => {
    ({ customer, orderNumber } = await newOrder(undefined, '2026-11-18T09:00'));
  });

  it('is refused before the flag (409)', async () => {
    const res = await post(t.app, customer, url(orderNumber, 'rebook'), { dealer_id: second.dealer.id });
    expect(res.statusCode, res.body).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: url(orderNumber, 'other_dealers'), headers: bearer(customer) })).statusCode).toBe(409);
  });

  it("lists the pincode's other bookable dealers with what they buy of it at their prices now, naming what they do not", async () => {
    await run(ist('2026-11-18T13:00'));
    const res = await t.app.inject({ method: 'GET', url: url(orderNumber, 'other_dealers'), headers: bearer(customer) });
    expect(res.statusCode, res.body).toBe(200);
    const dealers = res.json().dealers as { dealer_id: number; items_bought: number; total_amount: string; items_missing: string[] }[];
    expect(dealers.map((dealer) => dealer.dealer_id)).toEqual([second.dealer.id]);
    // 5 kg of newspaper at 14.50.
    expect(dealers[0]).toMatchObject({ items_bought: 1, total_amount: '72.50', items_missing: ['Cardboard'] });
  });

  it("is refused for another customer's order (404), the same dealer, and a dealer not serving the pincode (409)", async () => {
    const stranger = await createCustomer(t);
    expect((await post(t.app, stranger, url(orderNumber, 'rebook'), { dealer_id: second.dealer.id })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(orderNumber, 'other_dealers'), headers: bearer(stranger) })).statusCode).toBe(404);
    expect((await post(t.app, first.dealer, url(orderNumber, 'rebook'), { dealer_id: second.dealer.id })).statusCode).toBe(403);
    const same = await post(t.app, customer, url(orderNumber, 'rebook'), { dealer_id: first.dealer.id });
    expect(same.statusCode).toBe(409);
    const far = await post(t.app, customer, url(orderNumber, 'rebook'), { dealer_id: elsewhere.dealer.id });
    expect(far.statusCode).toBe(409);
    expect(far.json().message).toBe('This dealer does not take pickups in the pincode of this order.');
    expect((await orderRow(orderNumber)).status).toBe('New');
  });

  it('cancels the old order and places one with the other dealer at their prices, same address and slot, in one step', async () => {
    const before = await orderRow(orderNumber);
    const res = await post(t.app, customer, url(orderNumber, 'rebook'), { dealer_id: second.dealer.id });
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json();
    expect(booked).toMatchObject({ cancelled_order_number: orderNumber, status: 'New', total_amount: '72.50', pickup_time: '1pm - 6pm', items_missing: ['Cardboard'] });
    expect((await orderRow(orderNumber)).status).toBe('Cancelled by Customer');
    const placed = await orderRow(booked.order_number);
    expect(placed).toMatchObject({ dealerId: second.dealer.id, customerId: customer.id, pincode, pickupTime: '1pm - 6pm', status: 'New' });
    expect(placed.pickupDate).toBe(before.pickupDate < earliestPickupDate() ? earliestPickupDate() : before.pickupDate);
    const [oldInfo] = await t.database.db.select().from(orderInfos).where(eq(orderInfos.id, before.orderInfoId));
    const [newInfo] = await t.database.db.select().from(orderInfos).where(eq(orderInfos.id, placed.orderInfoId));
    expect({ ...newInfo, id: 0, cartOrderId: 0, createdAt: null, pickupDate: '' }).toEqual({ ...oldInfo, id: 0, cartOrderId: 0, createdAt: null, pickupDate: '' });
    const order = await listed(second.dealer, 'dealer', booked.order_number);
    expect(order?.items.map((item) => [item.subcategory_name, item.quantity, item.unit_price])).toEqual([['Newspaper', '5.00', '14.50']]);
    // The new dealer hears of the request, the customer of the booking, the old dealer of the cancellation.
    expect(await messagesOf(booked.order_number, 'booked')).toHaveLength(1);
    expect(await messagesOf(orderNumber, 'cancelled_by_customer')).toHaveLength(0); // the old dealer has no verified number
    expect((await listed(first.dealer, 'dealer', orderNumber))?.status).toBe('Cancelled by Customer');
  });

  it('is refused again for the cancelled order, and for a flagged order that is no longer New (409)', async () => {
    expect((await post(t.app, customer, url(orderNumber, 'rebook'), { dealer_id: second.dealer.id })).statusCode).toBe(409);
    const other = await newOrder(undefined, '2026-11-18T09:00');
    await run(ist('2026-11-18T13:00'));
    expect((await setStatus(t.app, first.dealer, other.orderNumber, 'Accepted')).statusCode).toBe(200);
    expect((await post(t.app, other.customer, url(other.orderNumber, 'rebook'), { dealer_id: second.dealer.id })).statusCode).toBe(409);
  });
});

/** Moves an order's pickup to a past India day: its slot is over. */
async function slotOver(orderNumber: string) {
  await t.database.db.update(orders).set({ pickupDate: addDays(indiaDate(), -1) }).where(eq(orders.orderNumber, orderNumber));
}

describe('the development hook that moves a pickup date (for the browser journeys)', () => {
  it('moves a pickup for a caller on this machine only, and flags one order only when named', async () => {
    const { orderNumber } = await newOrder();
    const past = addDays(indiaDate(), -1);
    expect((await t.app.inject({ method: 'POST', url: `/dev/orders/pickup-date?order=${orderNumber}&date=${past}`, remoteAddress: '203.0.113.20' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/dev/orders/pickup-date?order=${orderNumber}&date=${past}` })).json()).toEqual({ moved: 1 });
    expect((await orderRow(orderNumber)).pickupDate).toBe(past);
    const other = await newOrder(undefined, '2026-11-19T09:00');
    const named = await t.app.inject({ method: 'POST', url: `/dev/jobs/unanswered-pickups?order=${other.orderNumber}&at=${encodeURIComponent('2099-01-01T12:00:00+05:30')}` });
    expect(named.json()).toEqual({ flagged: 1 });
    expect((await orderRow(orderNumber)).answerOverdueAt).toBeNull();
  });
});

describe('a no-show', () => {
  it('cannot be reported for a New pickup, before the slot is over, or by another (409, 409, 404)', async () => {
    const { customer, orderNumber } = await newOrder();
    expect((await post(t.app, customer, url(orderNumber, 'no_show'), { action: 'cancel' })).statusCode).toBe(409);
    expect((await setStatus(t.app, first.dealer, orderNumber, 'Accepted')).statusCode).toBe(200);
    const early = await post(t.app, customer, url(orderNumber, 'no_show'), { action: 'cancel' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A missed pickup can be reported once its slot is over.');
    await slotOver(orderNumber);
    expect((await post(t.app, await createCustomer(t), url(orderNumber, 'no_show'), { action: 'cancel' })).statusCode).toBe(404);
    expect((await orderRow(orderNumber)).noShowReportedAt).toBeNull();
  });

  it('cancels the pickup when the customer chooses so, once', async () => {
    const { customer, orderNumber } = await newOrder();
    expect((await setStatus(t.app, first.dealer, orderNumber, 'Accepted')).statusCode).toBe(200);
    await slotOver(orderNumber);
    const res = await post(t.app, customer, url(orderNumber, 'no_show'), { action: 'cancel' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Cancelled by Customer', follow_up: { no_show_reported: true } });
    expect((await post(t.app, customer, url(orderNumber, 'no_show'), { action: 'cancel' })).statusCode).toBe(409);
  });

  it('proposes a new date the dealer must accept: until then the order keeps its date and shows the proposal', async () => {
    const { customer, orderNumber } = await newOrder();
    await verifyMobile(t.database.db, first.dealer.id);
    expect((await setStatus(t.app, first.dealer, orderNumber, 'Accepted')).statusCode).toBe(200);
    await slotOver(orderNumber);
    const missedDate = (await orderRow(orderNumber)).pickupDate;
    const newDate = addDays(earliestPickupDate(), 1);
    expect((await post(t.app, customer, url(orderNumber, 'no_show'), { action: 'reschedule' })).statusCode).toBe(400);
    const res = await post(t.app, customer, url(orderNumber, 'no_show'), { action: 'reschedule', pickup_date: newDate, pickup_time: '8am - 1pm' });
    expect(res.statusCode, res.body).toBe(200);
    const proposal = { proposed_by: 'customer', pickup_date: newDate, pickup_time: '8am - 1pm', reason: '' };
    expect(res.json()).toMatchObject({ status: 'Accepted', pickup_date: missedDate, follow_up: { no_show_reported: true, reschedule: proposal } });
    expect((await listed(first.dealer, 'dealer', orderNumber))?.follow_up).toEqual({ answer_overdue: false, no_show_reported: true, reschedule: proposal });
    const [told] = await messagesOf(orderNumber, 'no_show_reported');
    expect(told?.text).toContain(`The customer reports nobody came for pickup ${orderNumber} and asks for`);

    // The customer cannot accept their own proposal; another dealer cannot answer it.
    expect((await post(t.app, customer, url(orderNumber, 'reschedule/answer'), { decision: 'accept' })).statusCode).toBe(409);
    expect((await post(t.app, second.dealer, url(orderNumber, 'reschedule/answer'), { decision: 'accept' })).statusCode).toBe(404);
    const accepted = await post(t.app, first.dealer, url(orderNumber, 'reschedule/answer'), { decision: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'Accepted', pickup_date: newDate, pickup_time: '8am - 1pm', follow_up: { no_show_reported: true } });
    expect(accepted.json().follow_up.reschedule).toBeUndefined();
    expect(await messagesOf(orderNumber, 'reschedule_decision')).toHaveLength(1);
    expect((await post(t.app, first.dealer, url(orderNumber, 'reschedule/answer'), { decision: 'accept' })).statusCode).toBe(409);
  });

  it("counts on the dealer's page in the admin console", async () => {
    const admin = await createAdmin(t);
    const res = await t.app.inject({ method: 'GET', url: `/v3/admin/users/${first.dealer.id}/`, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dealer.no_shows).toBe(2);
    const other = await t.app.inject({ method: 'GET', url: `/v3/admin/users/${second.dealer.id}/`, headers: bearer(admin) });
    expect(other.json().dealer.no_shows).toBe(0);
  });
});

describe("the dealer's reschedule", () => {
  it('needs a reason (400), is refused to another dealer (404), and moves the pickup once the customer accepts', async () => {
    const { customer, orderNumber } = await newOrder();
    expect((await setStatus(t.app, first.dealer, orderNumber, 'Accepted')).statusCode).toBe(200);
    const newDate = addDays(earliestPickupDate(), 2);
    const noReason = await post(t.app, first.dealer, url(orderNumber, 'reschedule'), { pickup_date: newDate, pickup_time: '8am - 1pm', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect((await post(t.app, second.dealer, url(orderNumber, 'reschedule'), { pickup_date: newDate, pickup_time: '8am - 1pm', reason: 'Van broke down' })).statusCode).toBe(404);
    expect((await post(t.app, customer, url(orderNumber, 'reschedule'), { pickup_date: newDate, pickup_time: '8am - 1pm', reason: 'x' })).statusCode).toBe(403);
    const res = await post(t.app, first.dealer, url(orderNumber, 'reschedule'), { pickup_date: newDate, pickup_time: '8am - 1pm', reason: 'Van broke down' });
    expect(res.statusCode, res.body).toBe(200);
    const before = (await orderRow(orderNumber)).pickupDate;
    expect(res.json().pickup_date).toBe(before);
    expect((await listed(customer, 'customer', orderNumber))?.follow_up?.reschedule).toEqual({ proposed_by: 'dealer', pickup_date: newDate, pickup_time: '8am - 1pm', reason: 'Van broke down' });
    const [told] = await messagesOf(orderNumber, 'reschedule_request');
    expect(told?.text).toContain('Van broke down');

    expect((await post(t.app, first.dealer, url(orderNumber, 'reschedule/answer'), { decision: 'accept' })).statusCode).toBe(409);
    const declined = await post(t.app, customer, url(orderNumber, 'reschedule/answer'), { decision: 'decline' });
    expect(declined.json()).toMatchObject({ pickup_date: before, follow_up: { no_show_reported: false } });
    expect(declined.json().follow_up.reschedule).toBeUndefined();
    // A new proposal, accepted this time.
    await post(t.app, first.dealer, url(orderNumber, 'reschedule'), { pickup_date: newDate, pickup_time: '1pm - 6pm', reason: 'Festival' });
    const accepted = await post(t.app, customer, url(orderNumber, 'reschedule/answer'), { decision: 'accept' });
    expect(accepted.json()).toMatchObject({ pickup_date: newDate, pickup_time: '1pm - 6pm' });
    expect((await orderRow(orderNumber)).reminderQueuedAt).toBeNull();
  });

  it('is refused for a date that cannot be booked or the same date and slot (400)', async () => {
    const { orderNumber } = await newOrder();
    expect((await setStatus(t.app, first.dealer, orderNumber, 'Accepted')).statusCode).toBe(200);
    const row = await orderRow(orderNumber);
    expect((await post(t.app, first.dealer, url(orderNumber, 'reschedule'), { pickup_date: indiaDate(), pickup_time: '8am - 1pm', reason: 'Late' })).statusCode).toBe(400);
    expect((await post(t.app, first.dealer, url(orderNumber, 'reschedule'), { pickup_date: row.pickupDate, pickup_time: row.pickupTime, reason: 'Late' })).statusCode).toBe(400);
  });
});
