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

/** Places an order of the given price list entries through the four calls of spec 7. */
export async function placeOrderByApi(request: APIRequestContext, customer: AuthRecord, entries: readonly PriceListEntry[]): Promise<string> {
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
