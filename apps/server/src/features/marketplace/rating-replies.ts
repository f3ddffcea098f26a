import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { disputesEndpoints } from '@kt/contract/disputes/disputes.endpoints';
import { AppError } from '@kt/contract/errors';
import { currentUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/client.ts';
import { dealerRatings } from '../../platform/db/schema/index.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { disputeMessages } from '@kt/contract/disputes/dispute-messages';

/**
 * Issue 28: the rated dealer replies once, publicly, under a rating of theirs. The page's cache
 * hears of it through the ratings' trigger (migration 0009). Another dealer's rating is not found.
 */
export function createRatingReplies(db: Db) {
  return {
    async reply(dealerId: number, ratingId: number, reply: string): Promise<void> {
      const taken = await db
        .update(dealerRatings)
        .set({ reply, repliedAt: sql`now()` })
        .where(and(eq(dealerRatings.id, ratingId), eq(dealerRatings.dealerId, dealerId), isNull(dealerRatings.reply)))
        .returning({ id: dealerRatings.id });
      if (taken.length > 0) return;
      const [rating] = await db.select({ id: dealerRatings.id }).from(dealerRatings).where(and(eq(dealerRatings.id, ratingId), eq(dealerRatings.dealerId, dealerId)));
      throw rating ? new AppError('CONFLICT', disputeMessages.alreadyReplied) : new AppError('NOT_FOUND', disputeMessages.ratingNotFound);
    },
  };
}

export function ratingReplyHandlers(app: FastifyInstance, replies: ReturnType<typeof createRatingReplies>) {
  handle(app, disputesEndpoints.replyToRating, async (request) => {
    await replies.reply(currentUser(request).userId, request.params.id, request.body.reply);
    return { msg: disputeMessages.replied };
  });
}
