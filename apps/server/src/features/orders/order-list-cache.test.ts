/**
 * The first page of each order list is held in memory (platform/cache/list-cache.ts) under its
 * party's tag and the tags of the accounts it shows; the triggers of migration 0014 announce
 * every change that alters a list. A change by one party shows on the other party's next read,
 * on this server and on every other server of the database.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { Order } from '@kt/contract/orders/orders';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { orderInfos, orders, users } from '../../platform/db/schema/index.ts';
import { bearer, createVerifiedAccount, signIn } from '../../../test/accounts-helpers.ts';
import { complete, completionBody, proposeWeights, storedCode, weighAndComplete, weightsBody } from '../../../test/completion-helpers.ts';
import { eventually, openTwoServers, type TwoServers } from '../../../test/two-servers.ts';
import { newCustomer, placeOrder, pricesOf, setStatus, signInDemo } from '../../../test/orders-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Side = 'customer' | 'dealer';

async function listOf(app: FastifyInstance, who: AuthRecord, side: Side, query = ''): Promise<Order[]> {
  const res = await app.inject({ method: 'GET', url: `/api/${side}/confirm_orders/${who.id}/${query}`, headers: bearer(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const statusIn = async (app: FastifyInstance, who: AuthRecord, side: Side, orderNumber: string) =>
  (await listOf(app, who, side)).find((order) => order.order_number === orderNumber)?.status;

describe('order lists held in memory on one server', () => {
  let t: TestApp;
  let kabadi: AuthRecord;
  let entries: PriceListEntry[];
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    kabadi = await signInDemo(t.app, 'kabadi');
    entries = await pricesOf(t.app, '282001', kabadi);
  });
  afterAll(() => t.close());

  it('answers the first page from memory: a change made behind the triggers does not show there, but on a later page', async () => {
    // Proves the first page really is held, so that the tests below prove its invalidation.
    const customer = await newCustomer(t);
    const placed = await placeOrder(t.app, customer, entries.slice(0, 1));
    await placeOrder(t.app, customer, entries.slice(1, 2));
    const first = await t.app.inject({ method: 'GET', url: `/api/customer/confirm_orders/${customer.id}/?page_size=1`, headers: bearer(customer) });
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1] ?? '';
    const secondPage = async () => ((await t.app.inject({ method: 'GET', url: next, headers: bearer(customer) })).json() as Order[]).map((order) => order.status);
    expect(await statusIn(t.app, customer, 'customer', placed.order_number)).toBe('New');
    expect(await secondPage()).toEqual(['New']);
    await t.database.db.execute(sql`alter table orders disable trigger orders_announce_list_changes`);
    try {
      await t.database.db.update(orders).set({ status: 'Accepted' }).where(eq(orders.id, placed.id));
      expect(await statusIn(t.app, customer, 'customer', placed.order_number)).toBe('New');
      expect(await secondPage()).toEqual(['Accepted']);
    } finally {
      await t.database.db.execute(sql`alter table orders enable trigger orders_announce_list_changes`);
    }
  });

  it("shows a new order, the dealer's status change on the customer's next read, and the customer's cancellation on the dealer's", async () => {
    const customer = await newCustomer(t);
    expect(await listOf(t.app, customer, 'customer')).toEqual([]);
    const dealerHeld = await listOf(t.app, kabadi, 'dealer');
    const placed = await placeOrder(t.app, customer, entries.slice(0, 1));
    expect(dealerHeld.some((order) => order.order_number === placed.order_number)).toBe(false);
    expect(await statusIn(t.app, customer, 'customer', placed.order_number)).toBe('New');
    expect(await statusIn(t.app, kabadi, 'dealer', placed.order_number)).toBe('New');

    expect((await setStatus(t.app, kabadi, placed.order_number, 'Accepted')).statusCode).toBe(200);
    expect(await statusIn(t.app, customer, 'customer', placed.order_number)).toBe('Accepted');
    expect(await statusIn(t.app, kabadi, 'dealer', placed.order_number)).toBe('Accepted');

    expect((await setStatus(t.app, customer, placed.order_number, 'Cancelled by Customer')).statusCode).toBe(200);
    expect(await statusIn(t.app, kabadi, 'dealer', placed.order_number)).toBe('Cancelled by Customer');
    expect(await statusIn(t.app, customer, 'customer', placed.order_number)).toBe('Cancelled by Customer');
  });

  it("shows a completion, with what was weighed, on the customer's next read", async () => {
    const customer = await newCustomer(t);
    const placed = await placeOrder(t.app, customer, entries.slice(0, 1));
    expect((await setStatus(t.app, kabadi, placed.order_number, 'Accepted')).statusCode).toBe(200);
    const [before] = (await listOf(t.app, customer, 'customer')).filter((order) => order.order_number === placed.order_number);
    expect(before?.completion).toBeUndefined();

    const { code } = await storedCode(t, placed.order_number);
    const done = await weighAndComplete(t, kabadi, { customer, orderNumber: placed.order_number, code: code ?? '', entries: entries.slice(0, 1) });
    expect(done.statusCode, done.body).toBe(200);
    const [after] = (await listOf(t.app, customer, 'customer')).filter((order) => order.order_number === placed.order_number);
    expect(after).toMatchObject({ status: 'Completed', completion: { payment_method: 'cash', items: [{ weight_kg: '2.50' }] } });
  });

  it("shows a dealer's new mobile number and a rename in the database in their customers' lists", async () => {
    const form = await createVerifiedAccount(t.app, t.database.db, 'dealer');
    const dealer = await signIn(t.app, 'dealer', form.email);
    const customer = await newCustomer(t);
    await t.database.db.execute(sql`
      with cart as (
        insert into cart_orders (customer_id, dealer_id, pincode, total_items, total_amount) values (${customer.id}, ${dealer.id}, '282001', 0, 0) returning id
      ), info as (
        insert into order_infos (cart_order_id, first_name, last_name, email, phone_number, address_line_1, address_line_2, city, state, country, pickup_date, pickup_time)
        select id, 'Asha', 'Sharma', 'asha@example.in', '9876543210', 'Flat 4', '', 'Agra', 'Uttar Pradesh', 'India', current_date + 1, '8am - 1pm' from cart returning id, cart_order_id
      )
      insert into orders (cart_order_id, order_info_id, customer_id, dealer_id, pincode, status, total_items, total_amount, pickup_date, pickup_time)
      select cart_order_id, id, ${customer.id}, ${dealer.id}, '282001', 'New', 0, 0, current_date + 1, '8am - 1pm' from info`);
    const dealerShown = async () => (await listOf(t.app, customer, 'customer'))[0]?.dealer;
    expect(await dealerShown()).toMatchObject({ id: dealer.id, mobile: form.mobile_number });

    const changed = await t.app.inject({
      method: 'POST',
      url: '/v3/api/update-attrs/dealer/',
      headers: bearer(dealer),
      payload: { Did: dealer.id, mobile_number: '9811100000' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await dealerShown()).toMatchObject({ mobile: '9811100000' });

    await t.database.db.update(users).set({ username: 'Shree Ganesh Scrap' }).where(eq(users.id, dealer.id));
    await eventually(async () => (await dealerShown())?.name, 'Shree Ganesh Scrap');
    // And the pickup details edited in the database, shown in the dealer's list.
    await t.database.db.update(orderInfos).set({ city: 'Mathura' }).where(eq(orderInfos.email, 'asha@example.in'));
    await eventually(async () => (await listOf(t.app, dealer, 'dealer'))[0]?.customer.city, 'Mathura');
  });

  it('checks who is asking before answering from memory', async () => {
    const customer = await newCustomer(t);
    await placeOrder(t.app, customer, entries.slice(0, 1));
    expect(await listOf(t.app, customer, 'customer')).toHaveLength(1);
    const intruder = await newCustomer(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/customer/confirm_orders/${customer.id}/`, headers: bearer(intruder) });
    expect(res.statusCode).toBe(403);
    const collector = await signInDemo(t.app, 'collector');
    await listOf(t.app, kabadi, 'dealer');
    expect((await t.app.inject({ method: 'GET', url: `/api/dealer/confirm_orders/${kabadi.id}/`, headers: bearer(collector) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/dealer/confirm_orders/${kabadi.id}/` })).statusCode).toBe(401);
  });
});

describe('order lists with LIST_CACHE=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { LIST_CACHE: 'off' } });
  });
  afterAll(() => t.close());

  it('answers the same lists, read from the database each time', async () => {
    const kabadi = await signInDemo(t.app, 'kabadi');
    const entries = await pricesOf(t.app, '282001', kabadi);
    const customer = await newCustomer(t);
    const placed = await placeOrder(t.app, customer, entries.slice(0, 2));
    const [order] = await listOf(t.app, customer, 'customer');
    expect(order).toMatchObject({ order_number: placed.order_number, status: 'New', items: [{}, {}] });
    expect(t.app.deps.listCache.size).toBe(0);
    // No trigger needed: a change behind them shows at once.
    await t.database.db.execute(sql`alter table orders disable trigger orders_announce_list_changes`);
    try {
      await t.database.db.update(orders).set({ status: 'Accepted' }).where(eq(orders.id, placed.id));
      expect(await statusIn(t.app, customer, 'customer', placed.order_number)).toBe('Accepted');
    } finally {
      await t.database.db.execute(sql`alter table orders enable trigger orders_announce_list_changes`);
    }
  });
});

// Two servers need one database both can reach: PostgreSQL (CI runs this file on it too).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('order lists on two servers sharing one PostgreSQL', () => {
  let servers: TwoServers;
  beforeAll(async () => {
    servers = await openTwoServers();
  });
  afterAll(() => servers.close());

  it("shows on server B the dealer's acceptance, the completion and the dealer's new number made through server A", async () => {
    const [a, b] = servers.apps;
    const kabadi = await signInDemo(a, 'kabadi');
    const entries = await pricesOf(a, '282001', kabadi);
    // A seeded customer: a new account's link is mailed by a job either server's worker may take.
    const customer = await signInDemo(a, 'customer');
    const placed = await placeOrder(a, customer, entries.slice(0, 1));
    // Both servers hold the customer's page (and the dealer's) before the changes.
    expect(await statusIn(b, customer, 'customer', placed.order_number)).toBe('New');
    expect(await statusIn(a, customer, 'customer', placed.order_number)).toBe('New');
    expect(await statusIn(b, kabadi, 'dealer', placed.order_number)).toBe('New');

    expect((await setStatus(a, kabadi, placed.order_number, 'Accepted')).statusCode).toBe(200);
    await eventually(() => statusIn(b, customer, 'customer', placed.order_number), 'Accepted');
    // Server A, which made the change, shows it without waiting.
    expect(await statusIn(a, customer, 'customer', placed.order_number)).toBe('Accepted');
    expect(await statusIn(b, kabadi, 'dealer', placed.order_number)).toBe('Accepted');

    const accepted = { customer, orderNumber: placed.order_number, code: '', entries: entries.slice(0, 1) };
    const proposed = await proposeWeights(a, kabadi, placed.order_number, weightsBody(accepted));
    expect(proposed.statusCode, proposed.body).toBe(200);
    const [row] = await a.deps.db.select({ code: orders.pickupCode }).from(orders).where(eq(orders.id, placed.id));
    const done = await complete(a, kabadi, placed.order_number, completionBody({ ...accepted, code: row?.code ?? '', version: proposed.json().weights_version }));
    expect(done.statusCode, done.body).toBe(200);
    const completion = async () => (await listOf(b, customer, 'customer')).find((order) => order.order_number === placed.order_number)?.completion?.items.length;
    await eventually(completion, 1);

    const changed = await a.inject({ method: 'POST', url: '/v3/api/update-attrs/dealer/', headers: bearer(kabadi), payload: { Did: kabadi.id, mobile_number: '9811100001' } });
    expect(changed.statusCode, changed.body).toBe(200);
    await eventually(async () => (await listOf(b, customer, 'customer'))[0]?.dealer.mobile, '9811100001');
    expect((await listOf(a, customer, 'customer'))[0]?.dealer.mobile).toBe('9811100001');
  });
});
