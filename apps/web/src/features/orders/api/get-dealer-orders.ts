import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@kt/contract/endpoints';
import type { Order } from '@kt/contract/orders/orders';
import { apiFetch } from '../../../lib/api-client.ts';

/** Starts with ['orders'] so that changing an order can invalidate it. */
export function dealerOrdersKey(dealerId: number) {
  return ['orders', 'dealer', dealerId] as const;
}

/** GET /api/dealer/confirm_orders/{dealer id}/: the dealer's orders with the customers' contact, newest first. */
export function getDealerOrders(dealerId: number): Promise<Order[]> {
  return apiFetch<Order[]>(endpoints.dealerOrders(dealerId), { auth: true });
}

export function useDealerOrders(dealerId: number) {
  return useQuery({ queryKey: dealerOrdersKey(dealerId), queryFn: () => getDealerOrders(dealerId) });
}
