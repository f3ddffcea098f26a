/**
 * Many customers checking out at the same moment (the bench's order placement, as a test):
 * on the embedded database, which runs one query at a time, and on PostgreSQL, every order is
 * stored once, none lost and none doubled.
 */
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { orders } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDealerWithAreaAndPrice } from '../../../test/factories.ts';
import { newCustomer, placeOrder } from '../../../test/orders-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('checkouts by many customers at once', () => {
  it('stores exactly one order for each of 24 customers placing the four checkout calls concurrently', async () => {
    const { entries } = await createDealerWithAreaAndPrice(t, { prices: { Newspaper: '12.00', Cardboard: '8.50' } });
    const customers: AuthRecord[] = [];
    for (let i = 0; i < 24; i += 1) customers.push(await newCustomer(t));

    const placed = await Promise.all(customers.map((customer) => placeOrder(t.app, customer, entries)));

    expect(new Set(placed.map((order) => order.order_number)).size).toBe(customers.length);
    const ids = customers.map((customer) => customer.id);
    const [stored] = await t.database.db.select({ n: count() }).from(orders).where(inArray(orders.customerId, ids));
    expect(stored?.n).toBe(customers.length);
    const perCustomer = await t.database.db.select({ customerId: orders.customerId, n: count() }).from(orders).where(inArray(orders.customerId, ids)).groupBy(orders.customerId);
    expect(perCustomer.every((row) => row.n === 1)).toBe(true);
  });
});
