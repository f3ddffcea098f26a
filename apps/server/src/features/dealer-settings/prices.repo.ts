import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { categories, dealerPincodes, prices, subcategories } from '../../platform/db/schema/index.ts';

/** One price of a dealer: the dealer, what and where. */
export type PriceKey = { dealerId: number; subcategoryId: number; pincode: string };

const matchesKey = (key: PriceKey) =>
  and(eq(prices.dealerId, key.dealerId), eq(prices.subcategoryId, key.subcategoryId), eq(prices.pincode, key.pincode));

/** Queries of a dealer's own prices (spec 3 'Price record'). Every write is scoped to the dealer in its key. */
export function createPricesRepo(db: Db) {
  return {
    /**
     * The dealer's prices in the pincodes they serve now; a price left in a pincode they stopped
     * serving stays stored (orders point at it) but is not shown, as customers do not see it either.
     * The same for a price of a subcategory an admin retired (issue 15): it shows again when brought back.
     */
    listDealerPrices(dealerId: number) {
      return db
        .select({
          id: prices.id,
          dealerId: prices.dealerId,
          subcategoryId: prices.subcategoryId,
          subcategoryName: subcategories.name,
          subcategoryImageKey: subcategories.imageKey,
          categoryName: categories.name,
          pincode: prices.pincode,
          price: prices.pricePerKg,
          unit: prices.unit,
          updatedAt: prices.updatedAt,
        })
        .from(prices)
        .innerJoin(dealerPincodes, and(eq(dealerPincodes.dealerId, prices.dealerId), eq(dealerPincodes.pincode, prices.pincode)))
        .innerJoin(subcategories, eq(subcategories.id, prices.subcategoryId))
        .innerJoin(categories, eq(categories.id, subcategories.categoryId))
        .where(and(eq(prices.dealerId, dealerId), isNull(subcategories.retiredAt), isNull(categories.retiredAt)))
        .orderBy(asc(prices.pincode), asc(categories.position), asc(subcategories.position), asc(prices.id));
    },

    /** 'unknown', 'retired' (it or its category, by an admin) or 'on sale': only the last takes a price. */
    async subcategoryState(subcategoryId: number): Promise<'unknown' | 'retired' | 'on sale'> {
      const [row] = await db
        .select({ retiredAt: subcategories.retiredAt, categoryRetiredAt: categories.retiredAt })
        .from(subcategories)
        .innerJoin(categories, eq(categories.id, subcategories.categoryId))
        .where(eq(subcategories.id, subcategoryId));
      if (!row) return 'unknown';
      return row.retiredAt !== null || row.categoryRetiredAt !== null ? 'retired' : 'on sale';
    },

    async servesPincode(dealerId: number, pincode: string) {
      const [row] = await db
        .select({ id: dealerPincodes.id })
        .from(dealerPincodes)
        .where(and(eq(dealerPincodes.dealerId, dealerId), eq(dealerPincodes.pincode, pincode)));
      return row !== undefined;
    },

    /** Stores a new price; false when the dealer already has one there (the unique key decides, so two adds at once store one). */
    async insertPrice(key: PriceKey, pricePerKg: string) {
      const inserted = await db
        .insert(prices)
        .values({ ...key, pricePerKg })
        .onConflictDoNothing({ target: [prices.dealerId, prices.subcategoryId, prices.pincode] })
        .returning({ id: prices.id });
      return inserted.length > 0;
    },

    /** Changes the dealer's own price; false when they have none there. */
    async updatePrice(key: PriceKey, pricePerKg: string) {
      const updated = await db
        .update(prices)
        .set({ pricePerKg, updatedAt: sql`now()` })
        .where(matchesKey(key))
        .returning({ id: prices.id });
      return updated.length > 0;
    },

    /** Removes the dealer's own price; false when there was none. Order items keep their copy of name and price. */
    async deletePrice(key: PriceKey) {
      const deleted = await db.delete(prices).where(matchesKey(key)).returning({ id: prices.id });
      return deleted.length > 0;
    },
  };
}
export type PricesRepo = ReturnType<typeof createPricesRepo>;
