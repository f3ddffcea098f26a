import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@kt/contract/endpoints';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { apiFetch } from '../../../lib/api-client.ts';
import { takePrefetched } from '../../../lib/prefetch.ts';

/**
 * GET /dealer_details/search-subcategory/{pincode}/: every price set in the pincode. The server
 * answers as the spec's did, 302 with the list as the body (no Location, so fetch hands it over).
 */
const priceListInit = { okStatuses: [302] } as const;

export function getPriceList(pincode: string): Promise<PriceListEntry[]> {
  const path = endpoints.searchSubcategory(pincode);
  return takePrefetched<PriceListEntry[]>(path) ?? apiFetch<PriceListEntry[]>(path, priceListInit);
}

export function usePriceList(pincode: string) {
  return useQuery({ queryKey: ['selling', 'prices', pincode], queryFn: () => getPriceList(pincode), staleTime: 60_000 });
}
