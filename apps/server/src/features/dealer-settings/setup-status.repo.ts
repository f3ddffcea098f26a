import { and, count, eq } from 'drizzle-orm';
import { bookableColumn } from '../../platform/db/bookable-dealers.ts';
import type { Db } from '../../platform/db/client.ts';
import { dealerPincodes, dealerProfiles, prices, users } from '../../platform/db/schema/index.ts';

/** The counts the dealer's setup checklist reads. */
export function createSetupStatusRepo(db: Db) {
  return {
    async read(dealerId: number) {
      const [[profile], [areas], [priced]] = await Promise.all([
        db
          .select({
            documents: dealerProfiles.documentsStatus,
            reason: dealerProfiles.documentsReason,
            verifiedAt: dealerProfiles.documentsVerifiedAt,
            active: users.isActive,
            // The one definition of bookable (issue 28), so the checklist says exactly what customers see.
            bookable: bookableColumn(users.id),
          })
          .from(users)
          .leftJoin(dealerProfiles, eq(dealerProfiles.userId, users.id))
          .where(eq(users.id, dealerId)),
        db.select({ n: count() }).from(dealerPincodes).where(eq(dealerPincodes.dealerId, dealerId)),
        // Only prices in a pincode the dealer serves reach customers.
        db
          .select({ n: count() })
          .from(prices)
          .innerJoin(dealerPincodes, and(eq(dealerPincodes.dealerId, prices.dealerId), eq(dealerPincodes.pincode, prices.pincode)))
          .where(eq(prices.dealerId, dealerId)),
      ]);
      return {
        documents: profile?.documents ?? undefined,
        reason: profile?.reason ?? null,
        verifiedAt: profile?.verifiedAt ?? null,
        active: profile?.active ?? false,
        bookable: profile?.bookable ?? false,
        areas: areas?.n ?? 0,
        pricesServed: priced?.n ?? 0,
      };
    },
  };
}
export type SetupStatusRepo = ReturnType<typeof createSetupStatusRepo>;
