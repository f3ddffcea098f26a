import type { z } from 'zod';
import type { AddOrderResponse, ZAddOrderRequest } from '@kt/contract/orders/checkout';
import { addOrder as addOrderRoute } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export type AddOrderRequest = z.input<typeof ZAddOrderRequest>;

/** POST /api/add_order/: gathers the added items into an order draft (cart_order_id). */
export function addOrder(request: AddOrderRequest): Promise<AddOrderResponse> {
  return callEndpoint(addOrderRoute, { json: request, auth: true });
}
