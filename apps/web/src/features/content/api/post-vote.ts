import { limits, type voteStatuses } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { postVote as postVoteRoute } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

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
  const answer = await callEndpoint(postVoteRoute, { body: form });
  if ('unsuccessful' in answer) return { kind: 'already-voted', text: `${answer.unsuccessful}\n${priorChoiceKey}${answer[priorChoiceKey]}` };
  return { kind: 'counted', tally: { yes_count: answer.yes_count, no_count: answer.no_count } };
}
