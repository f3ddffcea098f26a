import type { CategoryRequestEntry } from '@kt/contract/dealer-settings/category-requests';
import { categoryRequests } from '@kt/contract/routes';
import { apiFetchPage, type ListPage } from '../../../../lib/api-client.ts';
import { pathOf } from '../../../../lib/call-endpoint.ts';
import { useListPages } from '../../../../lib/use-list-pages.ts';

/** The dealer's id is in the key: another dealer signing in on this tab must not see these requests. */
export function categoryRequestsKey(dealerId: number) {
  return ['dealer-settings', 'category-requests', dealerId] as const;
}

/**
 * GET /dealer_details/get_category_request/{dealerId}/: one page of the dealer's requests with
 * their status, newest first; the first page without `path`, a next one from the path the
 * previous page named.
 */
export function getCategoryRequests(dealerId: number, path?: string): Promise<ListPage<CategoryRequestEntry>> {
  return apiFetchPage<CategoryRequestEntry>(path ?? pathOf(categoryRequests, { id: dealerId }), { auth: true });
}

export function useCategoryRequests(dealerId: number) {
  return useListPages(categoryRequestsKey(dealerId), (path) => getCategoryRequests(dealerId, path));
}
