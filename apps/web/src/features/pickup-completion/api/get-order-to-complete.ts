import { useQuery } from '@tanstack/react-query';
import type { Order } from '@kt/contract/orders/orders';
import { dealerOrders } from '@kt/contract/routes';
import { apiFetchPage } from '../../../lib/api-client.ts';
import { pathOf } from '../../../lib/call-endpoint.ts';

/** Pages the dealer list can hold before the search gives up (a guard against a Link loop). */
const maxPages = 50;

/** Under ['orders'], so an accepted, cancelled or completed order refreshes it. */
export function orderToCompleteKey(dealerId: number, orderNumber: string) {
  return ['orders', 'pickup-completion', dealerId, orderNumber] as const;
}

/**
 * The order to complete, from GET /api/dealer/confirm_orders/{dealer id}/ (the dealer's own id,
 * or for an employee the id of the dealer they work for): the list is paged, newest first, so
 * it pages on until the order shows up; null when it is not the dealer's.
 */
export async function findDealerOrder(dealerId: number, orderNumber: string): Promise<Order | null> {
  let path: string | undefined = pathOf(dealerOrders, { id: dealerId });
  for (let page = 0; path && page < maxPages; page += 1) {
    const { items, nextPath }: { items: Order[]; nextPath: string | undefined } = await apiFetchPage<Order>(path, { auth: true });
    const found = items.find((order) => order.order_number === orderNumber);
    if (found) return found;
    path = nextPath;
  }
  return null;
}

export function useOrderToComplete(dealerId: number, orderNumber: string) {
  return useQuery({
    queryKey: orderToCompleteKey(dealerId, orderNumber),
    queryFn: () => findDealerOrder(dealerId, orderNumber),
    // The form's draft lives in localStorage, not here: a refetch never touches what was typed.
    refetchOnWindowFocus: false,
  });
}
