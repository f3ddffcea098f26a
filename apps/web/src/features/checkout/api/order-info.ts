import type { OrderInfoRequest, OrderInfoResponse } from '@kt/contract/orders/checkout';
import { orderInfo } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** POST /api/order_info/: the pickup address and slot of an order draft (order_info_id). */
export function sendOrderInfo(request: OrderInfoRequest): Promise<OrderInfoResponse> {
  return callEndpoint(orderInfo, { json: request, auth: true });
}
