/**
 * The order lists' JSON is written by PostgreSQL (order-lists.repo.ts) and sent as it is. These
 * tests hold it to the bytes the response schema's serialiser writes for the same rows mapped
 * the way the lists always mapped them (the oracle below), for orders in every status, with and
 * without a completion, odd characters and instants a microsecond from a millisecond's edge.
 */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { ZOrderListResponse, type Order } from '@kt/contract/orders/orders';
import type { OrderStatus } from '@kt/contract/orders/order-statuses';
import { bearer, createVerifiedAccount, signIn } from '../../../test/accounts-helpers.ts';
import { newCustomer } from '../../../test/orders-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { orderInfos, orderItems, orderPickupItems, orders, subcategories, users } from '../../platform/db/schema/index.ts';
import { compileResponseSerializer } from '../../platform/http/response-serializer.ts';
import { decodeCursor, timeIdKeyAt, ZTimeIdKey, type TimeIdKey } from '../../platform/http/paging.ts';
import { createOrderListsRepo } from './order-lists.repo.ts';

let t: TestApp;
let customer: AuthRecord;
let dealer: AuthRecord;
let otherDealer: AuthRecord;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  customer = await newCustomer(t);
  const form = await createVerifiedAccount(t.app, t.database.db, 'dealer');
  dealer = await signIn(t.app, 'dealer', form.email);
  const otherForm = await createVerifiedAccount(t.app, t.database.db, 'dealer');
  otherDealer = await signIn(t.app, 'dealer', otherForm.email);
  await seedOrders();
});
afterAll(() => t.close());

async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Everything JSON escapes, and what it must leave alone. */
const oddText = 'Ravi "Bhai" \\ O\'Brien\n\ttab\r\u0001\u001f\u007f ₹ é \u2028 😀 </script>';

type Seeded = {
  status: OrderStatus;
  createdAt: string;
  items: number;
  completion?: { at: string | null; paid: string | null; method: string | null; weighed: number };
  addressLine2?: string;
  odd?: boolean;
  dealer?: 'other';
  /** Issue 28: flagged unanswered, reported missed, a new date proposed. */
  followUp?: { overdue?: boolean; noShow?: boolean; reschedule?: { by: 'customer' | 'dealer'; reason: string | null } };
};

/** Orders of one customer with two dealers, oldest first; their instants test the millisecond cut. */
const seeded: Seeded[] = [
  { status: 'New', createdAt: '2026-03-01 10:00:00.999999+00', items: 1 },
  { status: 'New', createdAt: '2026-03-01 10:00:00.999999+00', items: 0, odd: true, followUp: { overdue: true } },
  { status: 'Accepted', createdAt: '2026-03-01 10:00:01.000500+00', items: 3, addressLine2: '', followUp: { noShow: true, reschedule: { by: 'customer', reason: null } } },
  { status: 'Cancelled by Dealer', createdAt: '2026-03-01 23:59:59.9995+05:30', items: 2, dealer: 'other' },
  { status: 'Cancelled by Customer', createdAt: '2026-12-31 23:59:59.123456+00', items: 1 },
  { status: 'Completed', createdAt: '2027-01-01 00:00:00+00', items: 2, completion: { at: '2027-01-02 08:30:00.000001+00', paid: '123.40', method: 'upi', weighed: 3 } },
  { status: 'Completed', createdAt: '2027-01-01 00:00:00.5+00', items: 1, completion: { at: '2027-01-02 09:00:00.999+00', paid: null, method: null, weighed: 0 } },
  // Completed without its completion's instant (written before issue 16): no completion.
  { status: 'Completed', createdAt: '2027-01-03 12:00:00+00', items: 1, completion: { at: null, paid: '5.00', method: 'cash', weighed: 1 }, dealer: 'other', odd: true },
  { status: 'Accepted', createdAt: '2027-01-04 12:00:00.000999+00', items: 10, odd: true, followUp: { reschedule: { by: 'dealer', reason: oddText } } },
];

async function seedOrders() {
  const [subcategory] = await t.database.db.select().from(subcategories).orderBy(asc(subcategories.id)).limit(1);
  if (!subcategory) throw new Error('the seed has no subcategory');
  await t.database.db.update(users).set({ username: oddText, mobileNumber: '+91 98970 "11111"' }).where(eq(users.id, otherDealer.id));
  for (const [i, order] of seeded.entries()) {
    const dealerId = order.dealer === 'other' ? otherDealer.id : dealer.id;
    const text = order.odd ? oddText : 'Asha';
    const [cart] = await rowsOf<{ id: number }>(sql`
      insert into cart_orders (customer_id, dealer_id, pincode, total_items, total_amount)
      values (${customer.id}, ${dealerId}, '282001', ${order.items}, 10) returning id`);
    const [info] = await rowsOf<{ id: number }>(sql`
      insert into order_infos (cart_order_id, first_name, last_name, email, phone_number, address_line_1, address_line_2, city, state, country, pickup_date, pickup_time)
      values (${cart?.id}, ${text}, 'Sharma', 'asha@example.in', '9876543210', ${order.odd ? oddText : 'Flat 4'}, ${order.addressLine2 ?? 'MG Road'}, 'Agra', ${text}, 'India', date '2027-02-01' + ${i}::int, ${text})
      returning id`);
    const completion = order.completion;
    const [placed] = await rowsOf<{ id: number }>(sql`
      insert into orders (cart_order_id, order_info_id, customer_id, dealer_id, pincode, status, total_items, total_amount, pickup_date, pickup_time, created_at,
        completed_at, paid_amount, payment_method)
      values (${cart?.id}, ${info?.id}, ${customer.id}, ${dealerId}, '282001', ${order.status}, ${order.items}, ${`${100 + i}.5`}, date '2027-02-01' + ${i}::int, '8am - 1pm',
        ${order.createdAt}::timestamptz, ${completion?.at ?? null}::timestamptz, ${completion?.paid ?? null}::numeric, ${completion?.method ?? null})
      returning id`);
    if (!cart || !placed) throw new Error('order not stored');
    const followUp = order.followUp;
    if (followUp) {
      await rowsOf(sql`
        update orders set answer_overdue_at = ${followUp.overdue ? sql`now()` : sql`null`}, no_show_reported_at = ${followUp.noShow ? sql`now()` : sql`null`},
          reschedule_proposed_by = ${followUp.reschedule?.by ?? null}, reschedule_date = ${followUp.reschedule ? '2027-03-01' : null}::date,
          reschedule_time = ${followUp.reschedule ? '1pm - 6pm' : null}, reschedule_reason = ${followUp.reschedule?.reason ?? null}
        where id = ${placed.id} returning id`);
    }
    for (let n = 0; n < order.items; n += 1) {
      await t.database.db.insert(orderItems).values({
        customerId: customer.id,
        dealerId,
        subcategoryId: subcategory.id,
        subcategoryName: n === 1 ? oddText : subcategory.name,
        unit: 'kg',
        pincode: '282001',
        quantity: `${n + 1}.25`,
        unitPrice: '12.00',
        totalPrice: `${(n + 1) * 15}.00`,
        cartOrderId: cart.id,
      });
    }
    // Written in reverse: the list shows them by position.
    for (let n = (completion?.weighed ?? 0) - 1; n >= 0; n -= 1) {
      await t.database.db.insert(orderPickupItems).values({
        orderId: placed.id,
        subcategoryId: subcategory.id,
        subcategoryName: n === 0 ? oddText : subcategory.name,
        categoryId: subcategory.categoryId,
        categoryName: 'Paper',
        unit: 'kg',
        unitPrice: '12.00',
        weightKg: `${n}.50`,
        amount: `${n * 6}.00`,
        addedAtDoor: n === 2,
        position: n,
      });
    }
  }
}

const dealerUser = alias(users, 'dealer_user');
const customerUser = alias(users, 'customer_user');

/**
 * The oracle: the lists' rows read through the ORM (instants as JS Dates), mapped to the
 * contract's Order as the lists did before PostgreSQL wrote them, and written by the route's
 * response serialiser; with the key of the page's last order when more follow.
 */
async function expectedPage(by: { customerId: number } | { dealerId: number }, pageSize: number, after?: TimeIdKey) {
  const db = t.database.db;
  const rows = await db
    .select({ order: orders, pageKeyAt: timeIdKeyAt(orders.createdAt), info: orderInfos, dealer: dealerUser, customer: customerUser })
    .from(orders)
    .innerJoin(orderInfos, eq(orderInfos.id, orders.orderInfoId))
    .innerJoin(dealerUser, eq(dealerUser.id, orders.dealerId))
    .innerJoin(customerUser, eq(customerUser.id, orders.customerId))
    .where(
      sql`${'customerId' in by ? eq(orders.customerId, by.customerId) : eq(orders.dealerId, by.dealerId)}
        ${after ? sql`and (${orders.createdAt}, ${orders.id}) < (${after[0]}::timestamptz, ${after[1]})` : sql``}`,
    )
    .orderBy(sql`${orders.createdAt} desc, ${orders.id} desc`)
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const cartOrderIds = page.map((row) => row.order.cartOrderId);
  const items = cartOrderIds.length === 0 ? [] : await db.select().from(orderItems).where(inArray(orderItems.cartOrderId, cartOrderIds)).orderBy(asc(orderItems.id));
  const orderIds = page.map((row) => row.order.id);
  const weighed =
    orderIds.length === 0
      ? []
      : await db.select().from(orderPickupItems).where(inArray(orderPickupItems.orderId, orderIds)).orderBy(asc(orderPickupItems.position), asc(orderPickupItems.id));
  const list: Order[] = page.map(({ order, info, dealer: d, customer: c }) => ({
    id: order.id,
    order_number: order.orderNumber,
    created_at: order.createdAt.toISOString(),
    total_cart_items: order.totalItems,
    total_amount: order.totalAmount,
    status: order.status as OrderStatus,
    pincode: order.pincode,
    pickup_date: order.pickupDate,
    pickup_time: order.pickupTime,
    items: items
      .filter((item) => item.cartOrderId === order.cartOrderId)
      .map((item) => ({
        subcategory_id: item.subcategoryId,
        subcategory_name: item.subcategoryName,
        quantity: item.quantity,
        unit: item.unit,
        unit_price: item.unitPrice,
        total_price: item.totalPrice,
      })),
    ...(order.status === 'Completed' && order.completedAt
      ? {
          completion: {
            completed_at: order.completedAt.toISOString(),
            total_amount: order.paidAmount ?? '0.00',
            payment_method: order.paymentMethod === 'upi' ? ('upi' as const) : ('cash' as const),
            items: weighed
              .filter((item) => item.orderId === order.id)
              .map((item) => ({
                subcategory_name: item.subcategoryName,
                unit: item.unit,
                unit_price: item.unitPrice,
                weight_kg: item.weightKg,
                amount: item.amount,
                added_at_door: item.addedAtDoor,
              })),
          },
        }
      : {}),
    ...(order.answerOverdueAt || order.noShowReportedAt || order.rescheduleProposedBy
      ? {
          follow_up: {
            answer_overdue: order.answerOverdueAt !== null,
            no_show_reported: order.noShowReportedAt !== null,
            ...(order.rescheduleProposedBy
              ? {
                  reschedule: {
                    proposed_by: order.rescheduleProposedBy as 'customer' | 'dealer',
                    pickup_date: order.rescheduleDate ?? '',
                    pickup_time: order.rescheduleTime ?? '',
                    reason: order.rescheduleReason ?? '',
                  },
                }
              : {}),
          },
        }
      : {}),
    dealer: { id: d.id, KT_ID: d.ktId, name: d.username, mobile: d.mobileNumber },
    customer: {
      id: c.id,
      KT_ID: c.ktId,
      name: `${info.firstName} ${info.lastName}`,
      phone_number: info.phoneNumber,
      email: info.email,
      address: [info.addressLine1, info.addressLine2].filter(Boolean).join(', '),
      city: info.city,
      state: info.state,
    },
  }));
  const last = page.at(-1);
  const nextKey: TimeIdKey | undefined = rows.length > pageSize && last ? [last.pageKeyAt, last.order.id] : undefined;
  return { body: serialize(list), nextKey, list };
}

const serialize = compileResponseSerializer({ schema: ZOrderListResponse, method: 'GET', url: '/', httpStatus: '200' } as never);

describe('the order page JSON written by PostgreSQL', () => {
  it('is byte for byte what the response serialiser writes, for every status, with and without a completion, on both sides', async () => {
    const repo = createOrderListsRepo(t.database.db);
    for (const by of [{ customerId: customer.id }, { dealerId: dealer.id }, { dealerId: otherDealer.id }]) {
      const expected = await expectedPage(by, 50);
      const page = await repo.readOrderPage(by, { pageSize: 50, after: undefined });
      expect(page.body).toBe(expected.body);
      expect(page.nextKey).toBeUndefined();
      expect(JSON.parse(page.body)).toEqual(expected.list);
    }
    const all = (await expectedPage({ customerId: customer.id }, 50)).list;
    expect(all).toHaveLength(seeded.length);
    // The cases the seed means to cover are really there.
    expect(new Set(all.map((order) => order.status))).toEqual(new Set(['New', 'Accepted', 'Cancelled by Dealer', 'Cancelled by Customer', 'Completed']));
    expect(all.filter((order) => order.completion).map((order) => order.completion?.items.length)).toEqual([0, 3]);
    expect(all.filter((order) => order.status === 'Completed' && !order.completion)).toHaveLength(1);
    expect(all.some((order) => order.items.length === 0)).toBe(true);
    expect(all.filter((order) => order.follow_up).map((order) => [order.follow_up?.answer_overdue, order.follow_up?.reschedule?.proposed_by])).toEqual([
      [false, 'dealer'],
      [false, 'customer'],
      [true, undefined],
    ]);
    expect(all.map((order) => order.created_at)).toContain('2026-03-01T10:00:00.999Z');
  });

  it('pages the same: each page the serialiser writes, and the key of its last order when more follow', async () => {
    const repo = createOrderListsRepo(t.database.db);
    for (const by of [{ customerId: customer.id }, { dealerId: dealer.id }]) {
      for (const pageSize of [1, 2, 4]) {
        let after: TimeIdKey | undefined;
        let pages = 0;
        do {
          const expected = await expectedPage(by, pageSize, after);
          const page = await repo.readOrderPage(by, { pageSize, after });
          expect(page.body).toBe(expected.body);
          expect(page.nextKey).toEqual(expected.nextKey);
          after = page.nextKey;
          pages += 1;
        } while (after && pages < 20);
        expect(after).toBeUndefined();
      }
    }
  });

  it('names every account whose row the page shows, and answers an empty list as []', async () => {
    const repo = createOrderListsRepo(t.database.db);
    const page = await repo.readOrderPage({ customerId: customer.id }, { pageSize: 50, after: undefined });
    expect(page.partyIds.sort((a, b) => a - b)).toEqual([customer.id, dealer.id, otherDealer.id].sort((a, b) => a - b));
    const nobody = await newCustomer(t);
    expect(await repo.readOrderPage({ customerId: nobody.id }, { pageSize: 50, after: undefined })).toEqual({ body: '[]', nextKey: undefined, partyIds: [] });
  });

  it('answers the routes with that body and a Link to the next page', async () => {
    for (const [side, who, by] of [
      ['customer', customer, { customerId: customer.id }],
      ['dealer', dealer, { dealerId: dealer.id }],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/${side}/confirm_orders/${who.id}/?page_size=2`, headers: bearer(who) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const expected = await expectedPage(by, 2);
      expect(res.body).toBe(expected.body);
      const cursor = /cursor=([\w-]+)>; rel="next"$/.exec(String(res.headers.link))?.[1];
      expect(decodeCursor(cursor ?? '', ZTimeIdKey)).toEqual(expected.nextKey);
      const whole = await t.app.inject({ method: 'GET', url: `/api/${side}/confirm_orders/${who.id}/`, headers: bearer(who) });
      expect(whole.body).toBe((await expectedPage(by, 50)).body);
    }
  });
});
