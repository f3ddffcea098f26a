import type { Order } from '@kt/contract/orders/orders';
import { dealerOrders } from '@kt/contract/routes';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { pathOf } from '../../../lib/call-endpoint.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';

/** Starts with ['orders'] so that changing an order can invalidate it. */
export function dealerOrdersKey(dealerId: number) {
  return ['orders', 'dealer', dealerId] as const;
}

/**
 * GET /api/dealer/confirm_orders/{dealer id}/: one page of the dealer's orders with the
 * customers' contact, newest first; the first page without `path`, a next one from the path the
 * previous page named.
 */
export function getDealerOrders(dealerId: number, path?: string): Promise<ListPage<Order>> {
  return apiFetchPage<Order>(path ?? pathOf(dealerOrders, { id: dealerId }), { auth: true });
}

export function useDealerOrders(dealerId: number) {
  return useListPages(dealerOrdersKey(dealerId), (path) => getDealerOrders(dealerId, path));
}
