import { useQuery } from '@tanstack/react-query';
import type { VoteTally } from '@kt/contract/content/votes';
import { endpoints } from '@kt/contract/endpoints';
import { limits } from '@kt/contract/limits';
import { apiFetch } from '../../../lib/api-client.ts';

export const voteTallyKey = ['content', 'vote-tally', limits.pollId] as const;

/** GET /votes/get-votes/1/: yes_count and no_count of the poll. */
export function getVoteTally(): Promise<VoteTally> {
  return apiFetch<VoteTally>(endpoints.voteTally(limits.pollId));
}

export function useVoteTally() {
  return useQuery({ queryKey: voteTallyKey, queryFn: getVoteTally, staleTime: 60_000 });
}
