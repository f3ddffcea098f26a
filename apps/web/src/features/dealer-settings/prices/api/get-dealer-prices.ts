import { useQuery } from '@tanstack/react-query';
import type { DealerPrice } from '@kt/contract/dealer-settings/prices';
import { dealerPrices } from '@kt/contract/routes';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';

/** Everything of the price pages starts with this, so a save or a removal refreshes it all. */
export const pricesKey = ['dealer-settings', 'prices'] as const;

/** The dealer's id is in the key: another dealer signing in on this tab must not see these prices. */
export function dealerPricesKey(dealerId: number) {
  return [...pricesKey, 'list', dealerId] as const;
}

/** GET /dealer_details/get-price/{dealerId}/: the dealer's own prices, one per subcategory and pincode. */
export async function getDealerPrices(dealerId: number): Promise<DealerPrice[]> {
  // The dealer's own token: their rows carry `updated_at`.
  return (await callEndpoint(dealerPrices, { params: { id: dealerId }, auth: true })) as DealerPrice[];
}

export function useDealerPrices(dealerId: number) {
  return useQuery({ queryKey: dealerPricesKey(dealerId), queryFn: () => getDealerPrices(dealerId) });
}
