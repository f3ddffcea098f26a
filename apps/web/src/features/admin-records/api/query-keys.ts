import type { SubmissionKind } from '@kt/contract/admin/submissions';

/** The cache keys of the admin's records; all under one prefix, so signing out can drop them together. */
export const adminRecordsKeys = {
  all: ['admin-records'] as const,
  summary: ['admin-records', 'summary'] as const,
  submissions: (kind: SubmissionKind, q: string) => ['admin-records', 'submissions', kind, q] as const,
  votes: ['admin-records', 'votes'] as const,
  audit: ['admin-records', 'audit'] as const,
  failedMails: ['admin-records', 'failed-mails'] as const,
  phoneMessages: (channel: string, state: string) => ['admin-records', 'phone-messages', channel, state] as const,
};
