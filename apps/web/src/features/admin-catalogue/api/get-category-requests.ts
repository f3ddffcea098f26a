import type { AdminCategoryRequest } from '@kt/contract/admin/category-requests';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';
import { catalogueKeys } from './query-keys.ts';

/** GET /v3/admin/category-requests/: one page of the pending requests, oldest first; a next one from the path the previous page named. */
export function getCategoryRequests(path?: string): Promise<ListPage<AdminCategoryRequest>> {
  return apiFetchPage<AdminCategoryRequest>(path ?? adminEndpoints.adminCategoryRequests, { auth: true });
}

export function usePendingCategoryRequests() {
  return useListPages(catalogueKeys.requests, getCategoryRequests);
}
