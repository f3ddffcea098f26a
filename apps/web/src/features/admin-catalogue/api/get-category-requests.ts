import type { AdminCategoryRequest } from '@kt/contract/admin/category-requests';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { pathOf } from '../../../lib/call-endpoint.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';
import { catalogueKeys } from './query-keys.ts';

/** GET /v3/admin/category-requests/: one page of the pending requests, oldest first; a next one from the path the previous page named. */
export function getCategoryRequests(path?: string): Promise<ListPage<AdminCategoryRequest>> {
  return apiFetchPage<AdminCategoryRequest>(path ?? pathOf(adminRoutes.adminCategoryRequests), { auth: true });
}

export function usePendingCategoryRequests() {
  return useListPages(catalogueKeys.requests, getCategoryRequests);
}
