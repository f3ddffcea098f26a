import type { SubmissionEntry, SubmissionKind } from '@kt/contract/admin/submissions';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { pathOf } from '../../../lib/call-endpoint.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';
import { adminRecordsKeys } from './query-keys.ts';

/** The list's or the export's path with its kind and search (?kind=intern&q=…). */
export function submissionsPath(route: typeof adminRoutes.adminSubmissions | typeof adminRoutes.adminSubmissionsExport, kind: SubmissionKind, q: string): string {
  return pathOf(route, {}, { kind, q: q || undefined });
}

/** GET /v3/admin/submissions/?kind=&q=: one page of a kind, newest first; the next page's path comes from the Link header. */
export function getSubmissions(kind: SubmissionKind, q: string, path?: string): Promise<ListPage<SubmissionEntry>> {
  return apiFetchPage<SubmissionEntry>(path ?? submissionsPath(adminRoutes.adminSubmissions, kind, q), { auth: true });
}

export function useSubmissions(kind: SubmissionKind, q: string) {
  return useListPages(adminRecordsKeys.submissions(kind, q), (path) => getSubmissions(kind, q, path));
}
