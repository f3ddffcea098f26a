import type { DealerInitiative } from '@kt/contract/marketplace/page';
import { dealerInitiatives } from '@kt/contract/routes';
import { apiFetchPage, type ListPage } from '../../../../lib/api-client.ts';
import { pathOf } from '../../../../lib/call-endpoint.ts';
import { useListPages } from '../../../../lib/use-list-pages.ts';

/** The dealer's id is in the key: another dealer signing in on this tab must not see these. */
export function initiativesKey(dealerId: number) {
  return ['dealer-settings', 'initiatives', dealerId] as const;
}

/**
 * GET /api3/dealer_initiatives/dealer_initiatives/?dealer_id={id}: one page of the dealer's own
 * initiatives, newest first; the first page without `path`, a next one from the path the
 * previous page named.
 */
export function getInitiatives(dealerId: number, path?: string): Promise<ListPage<DealerInitiative>> {
  return apiFetchPage<DealerInitiative>(path ?? pathOf(dealerInitiatives, {}, { dealer_id: dealerId }), { auth: true });
}

export function useInitiatives(dealerId: number) {
  return useListPages(initiativesKey(dealerId), (path) => getInitiatives(dealerId, path));
}
