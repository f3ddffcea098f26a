import type { VoteResponse } from '@kt/contract/content/votes';
import { endpoints } from '@kt/contract/endpoints';
import { limits, type voteStatuses } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { apiFetch } from '../../../lib/api-client.ts';

export type VoteStatus = (typeof voteStatuses)[number];

export type VoteOutcome =
  | { kind: 'counted'; tally: { yes_count: number; no_count: number } }
  | { kind: 'already-voted'; text: string };

const priorChoiceKey = messages.publicForms.votePriorChoiceKey;

/**
 * POST /votes/post-votes/ as multipart (vote, status). The server reads the voter's address
 * itself, so no IP lookup is made. A new vote answers with the new tally; a repeat answers
 * with the server's `unsuccessful` text and the earlier choice (spec 7).
 */
export async function postVote(status: VoteStatus): Promise<VoteOutcome> {
  const form = new FormData();
  form.set('vote', String(limits.pollId));
  form.set('status', status);
  const answer = await apiFetch<VoteResponse>(endpoints.postVote, { method: 'POST', body: form });
  if (priorChoiceKey in answer) {
    const prior = answer as { unsuccessful: string } & Record<typeof priorChoiceKey, VoteStatus>;
    return { kind: 'already-voted', text: `${prior.unsuccessful}\n${priorChoiceKey}${prior[priorChoiceKey]}` };
  }
  const counted = answer as { yes_count: number; no_count: number };
  return { kind: 'counted', tally: { yes_count: counted.yes_count, no_count: counted.no_count } };
}
