import type { FastifyInstance } from 'fastify';
import { AppError } from '@kt/contract/errors';
import { marketplaceEndpoints } from '@kt/contract/marketplace/marketplace.endpoints';
import { messages } from '@kt/contract/messages';
import { sendCachedAnswer } from '../../platform/cache/list-cache.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { MarketplaceAnswers } from './page.service.ts';

/** Anyone may keep a copy, but asks again each time: a dealer's change shows at the next load. */
const publicAnswer = { status: 200, cacheControl: 'public, no-cache', revalidate: true };

/** Spec 2.8 and 7 'Marketplace': the public page of one dealer, read in one call (ours). */
export function pageHandlers(app: FastifyInstance, answers: MarketplaceAnswers) {
  // The dealer's page is server-rendered from the same answer.
  app.deps.pageReads.add(marketplaceEndpoints.marketplacePage, async ({ id }) => {
    const answer = await answers.answer(id);
    return answer.body === '' ? undefined : answer;
  });
  handle(app, marketplaceEndpoints.marketplacePage, async (request, reply) => {
    const answer = await answers.answer(request.params.id);
    if (answer.body === '') throw new AppError('NOT_FOUND', messages.marketplace.notFound);
    return sendCachedAnswer(request.headers['if-none-match'], reply, answer, publicAnswer);
  });

  // Spec 7: the page's own call for the dealer's public fields, never e-mail, mobile or documents.
  handle(app, marketplaceEndpoints.dealerData, async (request, reply) => {
    const answer = await answers.dealerData(request.params.id);
    if (answer.body === '') throw new AppError('NOT_FOUND', messages.marketplace.notFound);
    return sendCachedAnswer(request.headers['if-none-match'], reply, answer, publicAnswer);
  });
}
