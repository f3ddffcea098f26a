import { expect, type APIRequestContext } from '@playwright/test';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { earliestPickupDate } from '@kt/contract/orders/pickup-dates';
import type { PriceListEntry } from '@kt/contract/selling/price-list';

/** Signs in through the API and answers the auth record (with its access token). */
export async function signInByApi(request: APIRequestContext, utype: 'customer' | 'dealer', email: string, password: string): Promise<AuthRecord> {
  const response = await request.post(`/v3/api/sign_in/${utype}/`, { data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  return (await response.json()) as AuthRecord;
}

export async function priceListByApi(request: APIRequestContext, pincode: string): Promise<PriceListEntry[]> {
  const response = await request.get(`/dealer_details/search-subcategory/${pincode}/`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  return (await response.json()) as PriceListEntry[];
}

/** Places an order of the given price list entries through the four calls of spec 7 (`pickup` overrides the pickup details). */
export async function placeOrderByApi(
  request: APIRequestContext,
  customer: AuthRecord,
  entries: readonly PriceListEntry[],
  pickup: Record<string, string> = {},
): Promise<string> {
  const headers = { authorization: `Bearer ${customer.tokens.access}` };
  const first = entries[0];
  if (!first) throw new Error('no entries');
  for (const entry of entries) {
    const added = await request.post('/api/add_item/', {
      headers,
      data: { customer_id: customer.id, dealer_id: entry.dealer, price_list_id: entry.id, subcategory_id: entry.subcategory, quantity: 4, unit_price: entry.price },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const draft = await request.post('/api/add_order/', { headers, data: { customer_id: customer.id, dealer_id: first.dealer } });
  expect(draft.status()).toBe(201);
  const info = await request.post('/api/order_info/', {
    headers,
    data: {
      cart_order_id: ((await draft.json()) as { cart_order_id: number }).cart_order_id,
      first_name: 'E2E',
      last_name: 'Customer',
      phone_number: '9876543210',
      address_line_1: '7 Test Lane',
      address_line_2: 'Civil Lines',
      city: 'Agra',
      state: 'Uttar Pradesh',
      country: 'India',
      pickup_date: earliestPickupDate(),
      pickup_time: '1pm - 6pm',
      ...pickup,
    },
  });
  expect(info.status()).toBe(201);
  const confirmed = await request.post('/api/order_confirm/', {
    headers,
    data: { order_info_id: ((await info.json()) as { order_info_id: number }).order_info_id },
  });
  expect(confirmed.status()).toBe(201);
  return ((await confirmed.json()) as { order_number: string }).order_number;
}

/** The dealer's side sets an order's status through PATCH /api/order_confirm/{order_number}/ (spec 4). */
export async function setOrderStatusByApi(
  request: APIRequestContext,
  party: AuthRecord,
  orderNumber: string,
  status: 'Accepted' | 'Cancelled by Dealer' | 'Cancelled by Customer',
): Promise<void> {
  const response = await request.patch(`/api/order_confirm/${encodeURIComponent(orderNumber)}/`, {
    headers: { authorization: `Bearer ${party.tokens.access}` },
    data: { status },
  });
  expect(response.status(), `${status} of ${orderNumber}: ${await response.text()}`).toBe(200);
}

/**
 * The dealer proposes the weights of an Accepted order at the door (issue 28): every item at the
 * quantity ordered. The customer's card then shows them with the code; answers the weights' version.
 */
export async function proposeWeightsByApi(request: APIRequestContext, dealer: AuthRecord, orderNumber: string): Promise<number> {
  const headers = { authorization: `Bearer ${dealer.tokens.access}` };
  const listed = await request.get(`/api/dealer/confirm_orders/${dealer.id}/`, { headers });
  expect(listed.status(), await listed.text()).toBe(200);
  const orders = (await listed.json()) as { order_number: string; items: { subcategory_id: number; quantity: string }[] }[];
  const order = orders.find((candidate) => candidate.order_number === orderNumber);
  if (!order) throw new Error(`${orderNumber} is not on the dealer's first page of orders`);
  const proposed = await request.post(`/api/order_weights/${encodeURIComponent(orderNumber)}/`, {
    headers,
    data: { items: order.items.map((item) => ({ subcategory_id: item.subcategory_id, weight_kg: item.quantity })) },
  });
  expect(proposed.status(), `weights of ${orderNumber}: ${await proposed.text()}`).toBe(200);
  return ((await proposed.json()) as { weights_version: number }).weights_version;
}

/**
 * The dealer completes an Accepted order at the door with the customer's code for the weights of
 * `weightsVersion` (issue 28: proposed first, see proposeWeightsByApi), paid in cash; answers the
 * completion (its total_amount).
 */
export async function completePickupByApi(
  request: APIRequestContext,
  dealer: AuthRecord,
  orderNumber: string,
  code: string,
  weightsVersion: number,
): Promise<{ total_amount: string }> {
  const completed = await request.post(`/api/order_complete/${encodeURIComponent(orderNumber)}/`, {
    headers: { authorization: `Bearer ${dealer.tokens.access}` },
    data: { code, weights_version: weightsVersion, payment_method: 'cash' },
  });
  expect(completed.status(), `completion of ${orderNumber}: ${await completed.text()}`).toBe(200);
  return (await completed.json()) as { total_amount: string };
}
