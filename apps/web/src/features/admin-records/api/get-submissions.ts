import type { SubmissionEntry, SubmissionKind } from '@kt/contract/admin/submissions';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';
import { adminRecordsKeys } from './query-keys.ts';

/** The list's path with its kind and search: `/v3/admin/submissions/?kind=intern&q=…`. */
export function submissionsPath(base: string, kind: SubmissionKind, q: string): string {
  const query = new URLSearchParams({ kind });
  if (q) query.set('q', q);
  return `${base}?${query.toString()}`;
}

/** GET /v3/admin/submissions/?kind=&q=: one page of a kind, newest first; the next page's path comes from the Link header. */
export function getSubmissions(kind: SubmissionKind, q: string, path?: string): Promise<ListPage<SubmissionEntry>> {
  return apiFetchPage<SubmissionEntry>(path ?? submissionsPath(adminEndpoints.adminSubmissions, kind, q), { auth: true });
}

export function useSubmissions(kind: SubmissionKind, q: string) {
  return useListPages(adminRecordsKeys.submissions(kind, q), (path) => getSubmissions(kind, q, path));
}
