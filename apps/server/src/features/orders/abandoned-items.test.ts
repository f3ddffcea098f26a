import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../platform/db/schema/index.ts';
import { createCustomer, createDealerWithAreaAndPrice } from '../../../test/factories.ts';
import { addItem } from '../../../test/orders-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { deleteAbandonedItems } from './orders.repo.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

describe('the nightly sweep of abandoned cart items', () => {
  it('drops cart items nobody ordered within 24 hours, and keeps newer ones and those in an order', async () => {
    const { entries } = await createDealerWithAreaAndPrice(t, { prices: { Newspaper: '12.00', Cardboard: '8.00' } });
    const [stale, fresh] = entries;
    if (!stale || !fresh) throw new Error('the dealer has fewer than two prices');
    const customer = await createCustomer(t);
    expect((await addItem(t.app, customer, stale)).statusCode).toBe(201);
    expect((await addItem(t.app, customer, fresh)).statusCode).toBe(201);
    await t.database.db.update(orderItems).set({ createdAt: daysAgo(2) }).where(eq(orderItems.priceId, stale.id));

    expect(await deleteAbandonedItems(t.database.db)).toBe(1);
    const left = await t.database.db.select({ priceId: orderItems.priceId }).from(orderItems).where(eq(orderItems.customerId, customer.id));
    expect(left).toEqual([{ priceId: fresh.id }]);
  });
});
