import { z } from 'zod';
import { limits, voteStatuses } from '../limits.ts';
import { ZId } from '../ids.ts';
import { alreadyVotedText, priorChoiceKey } from './vote-answer.ts';

export { alreadyVotedText, priorChoiceKey };

/** GET /votes/get-votes/1/ */
export const ZVoteTally = z.object({ yes_count: z.number().int(), no_count: z.number().int() });
export type VoteTally = z.infer<typeof ZVoteTally>;

/**
 * POST /votes/post-votes/ (multipart or form: vote, status, ip). The voter's address is taken
 * from the request on our server; a sent `ip` is ignored. 201 { msg, yes_count, no_count } for
 * a new vote; 200 { unsuccessful, 'Your Voting Choice was : ': 'Yes' | 'No' } when this
 * address has voted in this poll before.
 */
export const ZVoteRequest = z.object({
  vote: ZId.refine((poll) => poll === limits.pollId, 'Unknown poll'),
  status: z.enum(voteStatuses),
  ip: z.string().max(100).optional(),
});


export const ZVoteResponse = z.union([
  z.object({ msg: z.string(), yes_count: z.number().int(), no_count: z.number().int() }),
  z.object({ unsuccessful: z.string(), [priorChoiceKey]: z.enum(voteStatuses) }),
]);
export type VoteResponse = z.infer<typeof ZVoteResponse>;
