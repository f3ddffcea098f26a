import type { Impact } from '@kt/contract/impact/impact';
import { cachedAnswerOf, type CachedAnswer } from '../../platform/cache/list-cache.ts';
import { impactOf } from './impact.ts';
import type { ImpactRepo } from './impact.repo.ts';

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
export function createImpactService(repo: ImpactRepo) {
  return {
    ofCustomer: async (customerId: number): Promise<Impact> => impactOf(await repo.ofCustomer(customerId)),
    ofDealer: async (dealerId: number): Promise<Impact> => impactOf(await repo.ofDealer(dealerId)),
    /** Everyone's, as JSON text with its entity tag. */
    ofSite: siteAnswers(repo),
  };
}
export type ImpactService = ReturnType<typeof createImpactService>;
