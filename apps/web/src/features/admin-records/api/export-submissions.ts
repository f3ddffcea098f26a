import { submissionsExportFileName, type SubmissionKind } from '@kt/contract/admin/submissions';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { indiaDate } from '@kt/contract/india-time';
import { downloadWithToken } from '../../../lib/download-with-token.ts';
import { submissionsPath } from './get-submissions.ts';

/** GET /v3/admin/submissions/export.csv?kind=&q=: every matching row, saved as `<kind>-submissions-<date>.csv`. */
export function exportSubmissions(kind: SubmissionKind, q: string): Promise<void> {
  return downloadWithToken(submissionsPath(adminRoutes.adminSubmissionsExport, kind, q), submissionsExportFileName(kind, indiaDate()));
}

/** A CV's file name: the applicant's name as letters and digits, e.g. 'cv-meera-joshi-12.pdf'. */
export function cvFileName(name: string, id: number): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug ? `cv-${slug}-${id}.pdf` : `cv-${id}.pdf`;
}
