import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { orders } from '../src/platform/db/schema/index.ts';
import { bearer } from './accounts-helpers.ts';
import { newCustomer, placeOrder, setStatus } from './orders-helpers.ts';
import type { TestApp } from './test-app.ts';

/** An order accepted by its dealer (issue 16): the customer, its number and the pickup code stored for it. */
export type AcceptedOrder = { customer: AuthRecord; orderNumber: string; code: string; entries: readonly PriceListEntry[] };

/** The pickup code and tries of an order, as stored. */
export async function storedCode(t: TestApp, orderNumber: string) {
  const [row] = await t.database.db
    .select({ code: orders.pickupCode, tries: orders.pickupCodeTries, status: orders.status })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  if (!row) throw new Error(`no order ${orderNumber}`);
  return row;
}

/**
 * A new customer's order of `entries` (prices of `dealer`, 5 kg each), accepted by `acceptor`
 * (the dealer or one of their employees), with the code read from the database.
 */
export async function acceptedOrder(
  t: TestApp,
  acceptor: AuthRecord,
  entries: readonly PriceListEntry[],
  customer?: AuthRecord,
): Promise<AcceptedOrder> {
  const buyer = customer ?? (await newCustomer(t));
  const placed = await placeOrder(t.app, buyer, entries);
  const accepted = await setStatus(t.app, acceptor, placed.order_number, 'Accepted');
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { code } = await storedCode(t, placed.order_number);
  if (!code) throw new Error('the accepted order has no pickup code');
  return { customer: buyer, orderNumber: placed.order_number, code, entries };
}

/** A completion body for every item of the order, paid in cash; `weights` by subcategory id (default 2.5 kg). */
export function completionBody(order: AcceptedOrder, overrides: Record<string, unknown> = {}, weights: Record<number, string> = {}) {
  return {
    code: order.code,
    items: order.entries.map((entry) => ({ subcategory_id: entry.subcategory, weight_kg: weights[entry.subcategory] ?? '2.50' })),
    payment_method: 'cash',
    ...overrides,
  };
}

export function complete(app: FastifyInstance, who: AuthRecord, orderNumber: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/order_complete/${orderNumber}/`, headers: bearer(who), payload });
}
