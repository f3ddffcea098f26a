import { endpoints } from '@kt/contract/endpoints';
import type { OrderInfoRequest, OrderInfoResponse } from '@kt/contract/orders/checkout';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/order_info/: the pickup address and slot of an order draft (order_info_id). */
export function sendOrderInfo(request: OrderInfoRequest): Promise<OrderInfoResponse> {
  return apiFetch<OrderInfoResponse>(endpoints.orderInfo, { method: 'POST', json: request, auth: true });
}
