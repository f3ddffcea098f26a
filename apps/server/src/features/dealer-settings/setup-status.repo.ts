import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { dealerPincodes, dealerProfiles, prices } from '../../platform/db/schema/index.ts';

/** The counts the dealer's setup checklist reads. */
export function createSetupStatusRepo(db: Db) {
  return {
    async read(dealerId: number) {
      const [[profile], [areas], [priced]] = await Promise.all([
        db.select({ documents: dealerProfiles.documentsStatus }).from(dealerProfiles).where(eq(dealerProfiles.userId, dealerId)),
        db.select({ n: count() }).from(dealerPincodes).where(eq(dealerPincodes.dealerId, dealerId)),
        // Only prices in a pincode the dealer serves reach customers.
        db
          .select({ n: count() })
          .from(prices)
          .innerJoin(dealerPincodes, and(eq(dealerPincodes.dealerId, prices.dealerId), eq(dealerPincodes.pincode, prices.pincode)))
          .where(eq(prices.dealerId, dealerId)),
      ]);
      return { documents: profile?.documents, areas: areas?.n ?? 0, pricesServed: priced?.n ?? 0 };
    },
  };
}
export type SetupStatusRepo = ReturnType<typeof createSetupStatusRepo>;
