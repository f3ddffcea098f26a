import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@kt/contract/endpoints';
import type { Order } from '@kt/contract/orders/orders';
import { apiFetch } from '../../../lib/api-client.ts';

/** Starts with ['orders'] so that placing or changing an order can invalidate it. */
export function customerOrdersKey(customerId: number) {
  return ['orders', 'customer', customerId] as const;
}

/** GET /api/customer/confirm_orders/{customer id}/: the customer's orders, newest first. */
export function getCustomerOrders(customerId: number): Promise<Order[]> {
  return apiFetch<Order[]>(endpoints.customerOrders(customerId), { auth: true });
}

export function useCustomerOrders(customerId: number) {
  return useQuery({ queryKey: customerOrdersKey(customerId), queryFn: () => getCustomerOrders(customerId) });
}
