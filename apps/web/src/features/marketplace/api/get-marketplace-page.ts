import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketplacePage } from '@kt/contract/routes';
import { ApiError } from '../../../lib/api-client.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** The dealer's public page, in one read (the server's HTML preloads it with the page's code). */
export function marketplacePageQuery(dealerId: string) {
  return queryOptions({
    queryKey: ['marketplace', 'page', dealerId],
    queryFn: () => callEndpoint(marketplacePage, { params: { id: dealerId } }),
    staleTime: 60_000,
  });
}

/** No such dealer: a 404, or a 400 for an id beyond any the database holds. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The page of a dealer id (null: the path names none, nothing is asked). */
export function useMarketplacePage(dealerId: string | null) {
  return useQuery({ ...marketplacePageQuery(dealerId ?? ''), enabled: dealerId !== null });
}
