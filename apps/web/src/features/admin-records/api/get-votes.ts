import { useQuery } from '@tanstack/react-query';
import type { VoteTally } from '@kt/contract/admin/submissions';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminRecordsKeys } from './query-keys.ts';

/** GET /v3/admin/votes/: each poll's Yes and No votes. */
export function getVotes(): Promise<VoteTally[]> {
  return apiFetch<VoteTally[]>(adminEndpoints.adminVotes, { auth: true });
}

export function useVotes() {
  return useQuery({ queryKey: adminRecordsKeys.votes, queryFn: getVotes });
}
