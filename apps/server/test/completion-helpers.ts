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

/** An order whose dealer has proposed its weights (issue 28): the code and version the customer's card shows. */
export type WeighedOrder = AcceptedOrder & { version: number };

/** A proposal body for every item of the order; `weights` by subcategory id (default 2.5 kg). */
export function weightsBody(order: AcceptedOrder, weights: Record<number, string> = {}) {
  return { items: order.entries.map((entry) => ({ subcategory_id: entry.subcategory, weight_kg: weights[entry.subcategory] ?? '2.50' })) };
}

export function proposeWeights(app: FastifyInstance, who: AuthRecord, orderNumber: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/order_weights/${orderNumber}/`, headers: bearer(who), payload });
}

/** The weights of `order` proposed by `who` (its dealer's side), answered 200; the new code and version as stored. */
export async function weigh(t: TestApp, who: AuthRecord, order: AcceptedOrder, weights: Record<number, string> = {}): Promise<WeighedOrder> {
  const res = await proposeWeights(t.app, who, order.orderNumber, weightsBody(order, weights));
  expect(res.statusCode, res.body).toBe(200);
  const { code } = await storedCode(t, order.orderNumber);
  if (!code) throw new Error('the proposal left no pickup code');
  return { ...order, code, version: (res.json() as { weights_version: number }).weights_version };
}

/** An accepted order (as acceptedOrder) whose weights its acceptor has proposed (as weigh). */
export async function weighedOrder(
  t: TestApp,
  acceptor: AuthRecord,
  entries: readonly PriceListEntry[],
  weights: Record<number, string> = {},
  customer?: AuthRecord,
): Promise<WeighedOrder> {
  return weigh(t, acceptor, await acceptedOrder(t, acceptor, entries, customer), weights);
}

/** A completion body of the weights proposed, with the customer's code, paid in cash. */
export function completionBody(order: WeighedOrder, overrides: Record<string, unknown> = {}) {
  return { code: order.code, weights_version: order.version, payment_method: 'cash', ...overrides };
}

export function complete(app: FastifyInstance, who: AuthRecord, orderNumber: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/order_complete/${orderNumber}/`, headers: bearer(who), payload });
}

/** Proposes `weights` for an accepted order and completes it with the customer's code (cash unless `overrides` say otherwise). */
export async function weighAndComplete(
  t: TestApp,
  who: AuthRecord,
  order: AcceptedOrder,
  weights: Record<number, string> = {},
  overrides: Record<string, unknown> = {},
) {
  const weighed = await weigh(t, who, order, weights);
  return complete(t.app, who, order.orderNumber, completionBody(weighed, overrides));
}
