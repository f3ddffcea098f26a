import type { AuditEntry } from '@kt/contract/admin/audit';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { pathOf } from '../../../lib/call-endpoint.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';
import { adminRecordsKeys } from './query-keys.ts';

/** GET /v3/admin/audit/: one page of the admin actions, newest first. */
export function getAudit(path?: string): Promise<ListPage<AuditEntry>> {
  return apiFetchPage<AuditEntry>(path ?? pathOf(adminRoutes.adminAudit), { auth: true });
}

export function useAudit() {
  return useListPages(adminRecordsKeys.audit, getAudit);
}
