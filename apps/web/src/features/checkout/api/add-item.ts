import { endpoints } from '@kt/contract/endpoints';
import type { AddItemRequest, AddItemResponse } from '@kt/contract/orders/checkout';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/add_item/, once per cart item (spec 7). The server charges the dealer's current
 * price: the answer's unit_price and total_price are what the order will cost.
 */
export function addServerItem(request: AddItemRequest): Promise<AddItemResponse> {
  return apiFetch<AddItemResponse>(endpoints.addItem, { method: 'POST', json: request, auth: true });
}
