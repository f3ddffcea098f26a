import type { AdminInitiative } from '@kt/contract/admin/content';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { pathOf } from '../../../lib/call-endpoint.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';
import { contentKeys } from './query-keys.ts';

/**
 * GET /v3/admin/initiatives/: one page of every dealer's initiatives, newest first; the first
 * page without `path`, a next one from the path the previous page named.
 */
export function getInitiatives(path?: string): Promise<ListPage<AdminInitiative>> {
  return apiFetchPage<AdminInitiative>(path ?? pathOf(adminRoutes.adminInitiatives), { auth: true });
}

export function useAdminInitiatives() {
  return useListPages(contentKeys.initiatives, getInitiatives);
}
