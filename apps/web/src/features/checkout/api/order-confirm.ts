import type { z } from 'zod';
import type { OrderConfirmResponse, ZOrderConfirmRequest } from '@kt/contract/orders/checkout';
import { orderConfirm } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export type OrderConfirmRequest = z.input<typeof ZOrderConfirmRequest>;

/**
 * POST /api/order_confirm/: places the order (201). Idempotent on the server: confirming the
 * same order_info_id again answers 200 with the same order, so a retry is safe.
 */
export function confirmOrder(request: OrderConfirmRequest): Promise<OrderConfirmResponse> {
  return callEndpoint(orderConfirm, { json: request, auth: true });
}
