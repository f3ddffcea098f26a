import { useQuery } from '@tanstack/react-query';
import type { MarketplacePage } from '@kt/contract/marketplace/page';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { takePrefetched } from '../../../lib/prefetch.ts';
import { marketplacePagePath } from './marketplace-request.ts';

/** The dealer's public page; the answer a route loader asked for, when one did. */
export function getMarketplacePage(dealerId: string): Promise<MarketplacePage> {
  const path = marketplacePagePath(dealerId);
  return takePrefetched<MarketplacePage>(path) ?? apiFetch<MarketplacePage>(path);
}

/** No such dealer: a 404, or a 400 for an id beyond any the database holds. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The page of a dealer id (null: the path names none, nothing is asked). */
export function useMarketplacePage(dealerId: string | null) {
  return useQuery({
    queryKey: ['marketplace', 'page', dealerId],
    queryFn: () => getMarketplacePage(dealerId as string),
    enabled: dealerId !== null,
    staleTime: 60_000,
  });
}
