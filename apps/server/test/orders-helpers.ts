import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { earliestPickupDate } from '@kt/contract/orders/pickup-dates';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { defaultDemoPassword } from '../src/platform/config/config.ts';
import { bearer, createVerifiedAccount, signIn } from './accounts-helpers.ts';
import type { TestApp } from './test-app.ts';

export const demoEmails = {
  customer: 'customer@example.com',
  kabadi: 'kabadi@example.com',
  collector: 'collector@example.com',
  recycler: 'recycler@example.com',
} as const;

/** Signs a seeded demo account in. */
export function signInDemo(app: FastifyInstance, who: keyof typeof demoEmails): Promise<AuthRecord> {
  return signIn(app, who === 'customer' ? 'customer' : 'dealer', demoEmails[who], defaultDemoPassword);
}

/** A new verified customer, signed in. */
export async function newCustomer(t: TestApp): Promise<AuthRecord> {
  const form = await createVerifiedAccount(t.app, t.database.db, 'customer');
  return signIn(t.app, 'customer', form.email);
}

export async function priceList(app: FastifyInstance, pincode: string): Promise<PriceListEntry[]> {
  const res = await app.inject({ method: 'GET', url: `/dealer_details/search-subcategory/${pincode}/` });
  expect(res.statusCode).toBe(302);
  return res.json();
}

/** The price list entries of one dealer in a pincode. */
export async function pricesOf(app: FastifyInstance, pincode: string, dealer: AuthRecord): Promise<PriceListEntry[]> {
  return (await priceList(app, pincode)).filter((entry) => entry.dealer === dealer.id);
}

/** The add_item fields of spec 7 for one price list entry, as the cart sends them. */
export function addItemFields(customer: AuthRecord, entry: PriceListEntry, quantity: number | string = 5, unitPrice?: string) {
  return {
    customer_id: customer.id,
    dealer_id: entry.dealer,
    price_list_id: entry.id,
    subcategory_id: entry.subcategory,
    subcategory_name: entry.subcategory_name,
    unit: entry.unit,
    quantity,
    unit_price: unitPrice ?? entry.price,
  };
}

export function addItem(app: FastifyInstance, customer: AuthRecord, entry: PriceListEntry, quantity: number | string = 5, unitPrice?: string) {
  return app.inject({ method: 'POST', url: '/api/add_item/', headers: bearer(customer), payload: addItemFields(customer, entry, quantity, unitPrice) });
}

export function pickupDetails(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Asha',
    last_name: 'Sharma',
    email: 'someone.else@example.in',
    phone_number: '9876543210',
    address_line_1: 'Flat 4, Green Towers',
    address_line_2: 'MG Road',
    city: 'Agra',
    state: 'Uttar Pradesh',
    country: 'India',
    pickup_date: earliestPickupDate(),
    pickup_time: '8am - 1pm',
    order_note: 'N/A',
    ip: 'N/A',
    ...overrides,
  };
}

export function post(app: FastifyInstance, who: AuthRecord, url: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, headers: bearer(who), payload });
}

/** The whole checkout of spec 7 for some price list entries; returns the confirm answer. */
export async function placeOrder(
  app: FastifyInstance,
  customer: AuthRecord,
  entries: readonly PriceListEntry[],
  pickup: Record<string, unknown> = {},
) {
  const first = entries[0];
  if (!first) throw new Error('no entries');
  for (const entry of entries) expect((await addItem(app, customer, entry)).statusCode).toBe(201);
  const draft = await post(app, customer, '/api/add_order/', { customer_id: customer.id, dealer_id: first.dealer });
  expect(draft.statusCode, draft.body).toBe(201);
  const info = await post(app, customer, '/api/order_info/', { cart_order_id: draft.json().cart_order_id, ...pickupDetails(pickup) });
  expect(info.statusCode, info.body).toBe(201);
  const confirmed = await post(app, customer, '/api/order_confirm/', { order_info_id: info.json().order_info_id });
  expect(confirmed.statusCode, confirmed.body).toBe(201);
  return confirmed.json() as { id: number; order_number: string; status: string; total_amount: string; orderInfoId: number } & {
    order_info_id?: number;
  };
}

export function setStatus(app: FastifyInstance, who: AuthRecord, orderNumber: string, status: string) {
  return app.inject({ method: 'PATCH', url: `/api/order_confirm/${orderNumber}/`, headers: bearer(who), payload: { status } });
}
