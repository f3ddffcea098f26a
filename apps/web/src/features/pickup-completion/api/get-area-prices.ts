import { useQuery } from '@tanstack/react-query';
import { searchSubcategory } from '@kt/contract/routes';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/**
 * The dealer's prices in the order's pincode, from GET /dealer_details/search-subcategory/
 * {pincode}/ (the sell page's list, answered 302 with the list as the body) filtered to this
 * dealer. The public list, not the dealer's own /get-price/: an employee may read it too.
 */
export async function getDealerAreaPrices(dealerId: number, pincode: string): Promise<PriceListEntry[]> {
  const all = await callEndpoint(searchSubcategory, { params: { pincode }, okStatuses: [302] });
  return all.filter((entry) => entry.dealer === dealerId);
}

export function useDealerAreaPrices(dealerId: number, pincode: string | undefined) {
  return useQuery({
    queryKey: ['pickup-completion', 'prices', dealerId, pincode] as const,
    queryFn: () => getDealerAreaPrices(dealerId, pincode ?? ''),
    enabled: pincode !== undefined,
    refetchOnWindowFocus: false,
  });
}
