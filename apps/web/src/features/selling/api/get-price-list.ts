import { useQuery } from '@tanstack/react-query';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { apiFetch } from '../../../lib/api-client.ts';
import { takePrefetched } from '../../../lib/prefetch.ts';
import { priceListRequest } from './area-requests.ts';

/** Every price set in the pincode; the answer the route loader asked for, when it did. */
export function getPriceList(pincode: string): Promise<PriceListEntry[]> {
  const { path, init } = priceListRequest(pincode);
  return takePrefetched<PriceListEntry[]>(path) ?? apiFetch<PriceListEntry[]>(path, init);
}

export function usePriceList(pincode: string) {
  return useQuery({ queryKey: ['selling', 'prices', pincode], queryFn: () => getPriceList(pincode), staleTime: 60_000 });
}
