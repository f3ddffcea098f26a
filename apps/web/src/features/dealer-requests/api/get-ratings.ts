import type { RatingEntry } from '@kt/contract/marketplace/dealer-requests';
import { dealerRatings } from '@kt/contract/routes';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { pathOf } from '../../../lib/call-endpoint.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';
import { dealerRequestsKey } from '../request-kinds.ts';

/** GET /dealer/api/requests/ratings/: one page of the dealer's ratings, newest first. */
export function getRatings(path?: string): Promise<ListPage<RatingEntry>> {
  return apiFetchPage<RatingEntry>(path ?? pathOf(dealerRatings), { auth: true });
}

export function useRatings(viewer: string) {
  return useListPages(dealerRequestsKey('ratings', viewer), getRatings);
}
