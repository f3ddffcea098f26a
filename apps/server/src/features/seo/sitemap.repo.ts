import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { isBookableDealer } from '../../platform/db/bookable-dealers.ts';
import type { Db } from '../../platform/db/client.ts';
import { dealerProfiles, users } from '../../platform/db/schema/index.ts';

/** Ids read per query: a crawler's read of a long list is a few short queries, not one long one. */
const pageSize = 10_000;

/**
 * The dealers the sitemap names: the bookable ones (the one definition,
 * platform/db/bookable-dealers.ts: active, e-mail verified, documents verified by an admin, an
 * area and a price; a re-upload sets the documents back to 'Awaiting review', which withdraws it).
 */
const isListedDealer = isBookableDealer(dealerProfiles.userId);

export function createSitemapRepo(db: Db) {
  // Only the dealer side is read, never the customers: dealer_profiles (one row per dealer, its
  // primary key ranged from `after`) joined to the accounts of the dealer side, which the partial
  // index users_dealer_side_email_unique holds (the planner picks it by implication; checked with
  // EXPLAIN on 2,000 dealers among 22,000 accounts: a few milliseconds).
  const page = db
    .select({ id: dealerProfiles.userId })
    .from(dealerProfiles)
    .innerJoin(users, eq(users.id, dealerProfiles.userId))
    .where(and(eq(users.accountCategory, 'dealer'), isListedDealer, gt(dealerProfiles.userId, sql.placeholder('after'))))
    .orderBy(asc(dealerProfiles.userId))
    .limit(sql.placeholder('limit'))
    .prepare('sitemap_dealers');

  return {
    /** The listed dealers' ids, lowest first, at most `max` of them. */
    async listedDealerIds(max: number): Promise<number[]> {
      const ids: number[] = [];
      let after = 0;
      while (ids.length < max) {
        const limit = Math.min(pageSize, max - ids.length);
        const rows = await page.execute({ after, limit });
        for (const row of rows) ids.push(row.id);
        const last = rows.at(-1);
        if (!last || rows.length < limit) break;
        after = last.id;
      }
      return ids;
    },
  };
}

export type SitemapRepo = ReturnType<typeof createSitemapRepo>;
