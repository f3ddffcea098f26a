import type { AuditEntry } from '@kt/contract/admin/audit';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';
import { adminRecordsKeys } from './query-keys.ts';

/** GET /v3/admin/audit/: one page of the admin actions, newest first. */
export function getAudit(path?: string): Promise<ListPage<AuditEntry>> {
  return apiFetchPage<AuditEntry>(path ?? adminEndpoints.adminAudit, { auth: true });
}

export function useAudit() {
  return useListPages(adminRecordsKeys.audit, getAudit);
}
