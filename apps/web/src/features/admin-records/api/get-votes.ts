import { useQuery } from '@tanstack/react-query';
import type { VoteTally } from '@kt/contract/admin/submissions';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { adminRecordsKeys } from './query-keys.ts';

/** GET /v3/admin/votes/: each poll's Yes and No votes. */
export function getVotes(): Promise<VoteTally[]> {
  return callEndpoint(adminRoutes.adminVotes, { auth: true });
}

export function useVotes() {
  return useQuery({ queryKey: adminRecordsKeys.votes, queryFn: getVotes });
}
