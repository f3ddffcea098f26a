import type { AddItemRequest, AddItemResponse } from '@kt/contract/orders/checkout';
import { addItem } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/**
 * POST /api/add_item/, once per cart item (spec 7). The server charges the dealer's current
 * price: the answer's unit_price and total_price are what the order will cost.
 */
export function addServerItem(request: AddItemRequest): Promise<AddItemResponse> {
  return callEndpoint(addItem, { json: request, auth: true });
}
