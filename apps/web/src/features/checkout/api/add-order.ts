import type { z } from 'zod';
import { endpoints } from '@kt/contract/endpoints';
import type { AddOrderResponse, ZAddOrderRequest } from '@kt/contract/orders/checkout';
import { apiFetch } from '../../../lib/api-client.ts';

export type AddOrderRequest = z.input<typeof ZAddOrderRequest>;

/** POST /api/add_order/: gathers the added items into an order draft (cart_order_id). */
export function addOrder(request: AddOrderRequest): Promise<AddOrderResponse> {
  return apiFetch<AddOrderResponse>(endpoints.addOrder, { method: 'POST', json: request, auth: true });
}
