import { useQuery } from '@tanstack/react-query';
import type { DealerPrice } from '@kt/contract/dealer-settings/prices';
import { endpoints } from '@kt/contract/endpoints';
import { apiFetch } from '../../../../lib/api-client.ts';

/** Everything of the price pages starts with this, so a save or a removal refreshes it all. */
export const pricesKey = ['dealer-settings', 'prices'] as const;

/** The dealer's id is in the key: another dealer signing in on this tab must not see these prices. */
export function dealerPricesKey(dealerId: number) {
  return [...pricesKey, 'list', dealerId] as const;
}

/** GET /dealer_details/get-price/{dealerId}/: the dealer's own prices, one per subcategory and pincode. */
export function getDealerPrices(dealerId: number): Promise<DealerPrice[]> {
  return apiFetch<DealerPrice[]>(endpoints.dealerPrices(dealerId), { auth: true });
}

export function useDealerPrices(dealerId: number) {
  return useQuery({ queryKey: dealerPricesKey(dealerId), queryFn: () => getDealerPrices(dealerId) });
}
