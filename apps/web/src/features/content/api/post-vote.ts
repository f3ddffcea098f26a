import { alreadyVotedText, priorChoiceKey } from '@kt/contract/content/vote-answer';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { limits, type voteStatuses } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { postVote as postVoteRoute } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { contentTexts } from '../texts.ts';

export type VoteStatus = (typeof voteStatuses)[number];

export type VoteOutcome =
  | { kind: 'counted'; tally: { yes_count: number; no_count: number } }
  | { kind: 'already-voted'; text: string };

/** The key of the earlier choice in the server's answer: the API's contract, English in every language (spec 7). */
const answerChoiceKey = priorChoiceKey;

/** The server's already-voted answer in the page's language: its text, then the earlier choice. */
function describeRepeat(unsuccessful: string, choice: VoteStatus): string {
  const text = unsuccessful === alreadyVotedText ? contentTexts.vote.alreadyVoted : localizeEnglish(unsuccessful);
  const choiceLabel = choice === 'Yes' ? contentTexts.vote.yes : contentTexts.vote.no;
  return `${text}\n${messages.publicForms.votePriorChoiceKey}${choiceLabel}`;
}

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
  if ('unsuccessful' in answer) return { kind: 'already-voted', text: describeRepeat(answer.unsuccessful, answer[answerChoiceKey]) };
  return { kind: 'counted', tally: { yes_count: answer.yes_count, no_count: answer.no_count } };
}
