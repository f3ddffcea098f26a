import type { Order } from '@kt/contract/orders/orders';
import { customerOrders } from '@kt/contract/routes';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { pathOf } from '../../../lib/call-endpoint.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';

/** Starts with ['orders'] so that placing or changing an order can invalidate it. */
export function customerOrdersKey(customerId: number) {
  return ['orders', 'customer', customerId] as const;
}

/**
 * GET /api/customer/confirm_orders/{customer id}/: one page of the customer's orders, newest
 * first; the first page without `path`, a next one from the path the previous page named.
 */
export function getCustomerOrders(customerId: number, path?: string): Promise<ListPage<Order>> {
  return apiFetchPage<Order>(path ?? pathOf(customerOrders, { id: customerId }), { auth: true });
}

export function useCustomerOrders(customerId: number) {
  return useListPages(customerOrdersKey(customerId), (path) => getCustomerOrders(customerId, path));
}
