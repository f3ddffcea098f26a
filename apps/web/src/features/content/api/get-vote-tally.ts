import { useQuery } from '@tanstack/react-query';
import type { VoteTally } from '@kt/contract/content/votes';
import { limits } from '@kt/contract/limits';
import { voteTally } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export const voteTallyKey = ['content', 'vote-tally', limits.pollId] as const;

/** GET /votes/get-votes/1/: yes_count and no_count of the poll. */
export function getVoteTally(): Promise<VoteTally> {
  return callEndpoint(voteTally, { params: { poll: limits.pollId } });
}

export function useVoteTally() {
  return useQuery({ queryKey: voteTallyKey, queryFn: getVoteTally, staleTime: 60_000 });
}
