import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kt/contract/endpoints';
import { ZImpact } from '@kt/contract/impact/impact';
import { actingDealerId, authenticate, currentUser } from '../../platform/auth/guard.ts';
import { cachedAnswerOf, sendCachedAnswer, type CachedAnswer } from '../../platform/cache/list-cache.ts';
import { impactOf } from './impact.ts';
import { createImpactRepo, type ImpactRepo } from './impact.repo.ts';

/**
 * The site-wide figure, kept per server while no order has been completed (or removed) since.
 * Not the list cache: its announcements name one dealer ('dealer:<id>', migration 0009) or
 * everything ('*'), and a total over every dealer has no tag that a first completion of a new
 * dealer would announce. Asking whether anything changed reads the completed-orders index only;
 * the sums run again only after a completion.
 */
function siteAnswers(repo: ImpactRepo) {
  let held: { version: string; answer: CachedAnswer } | undefined;
  let pending: { version: string; promise: Promise<CachedAnswer> } | undefined;
  return async (): Promise<CachedAnswer> => {
    const version = await repo.completionsVersion();
    if (held?.version === version) return held.answer;
    if (pending?.version === version) return pending.promise;
    const promise = repo.ofSite().then((rows) => {
      const answer = cachedAnswerOf(JSON.stringify(impactOf(rows)));
      held = { version, answer };
      return answer;
    });
    pending = { version, promise };
    try {
      return await promise;
    } finally {
      if (pending?.promise === promise) pending = undefined;
    }
  };
}

/** Kg recycled and CO2 avoided, from completed orders (issue 16). */
export const impactRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createImpactRepo(app.deps.db);
  const siteAnswer = siteAnswers(repo);
  const schema = { response: { 200: ZImpact } };

  /** The signed-in customer's own completed pickups. */
  app.get(endpoints.impactCustomer, { onRequest: authenticate('customer'), schema }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return impactOf(await repo.ofCustomer(currentUser(request).userId));
  });

  /** The dealer's completed pickups; the dealer's employees see their dealer's (they complete pickups for it). */
  app.get(endpoints.impactDealer, { onRequest: authenticate('dealer', 'employee'), schema }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return impactOf(await repo.ofDealer(actingDealerId(request)));
  });

  /** Everyone's, for the About page; a browser revalidates it (a 304 while nothing was completed). */
  app.get(endpoints.impactSite, { schema }, async (request, reply) =>
    sendCachedAnswer(request.headers['if-none-match'], reply, await siteAnswer(), {
      status: 200,
      cacheControl: 'public, no-cache',
      revalidate: true,
    }),
  );
};
