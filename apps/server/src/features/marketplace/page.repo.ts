import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { bookableColumn } from '../../platform/db/bookable-dealers.ts';
import type { Db } from '../../platform/db/client.ts';
import {
  categories,
  dealerInitiatives,
  dealerPincodes,
  dealerProfiles,
  dealerRatings,
  orderPickupItems,
  orders,
  prices,
  subcategories,
  users,
} from '../../platform/db/schema/index.ts';
import { limits } from '@kt/contract/limits';
import { disputeRules } from '@kt/contract/disputes/dispute-rules';

/** Pickups that count as served: completed at the door, with what was weighed there (issue 16). */
export const servedStatuses = ['Completed'] as const;

/**
 * The marketplace page's reads, prepared once per connection: the dealer, their areas, their
 * prices in those areas, the figures and the initiatives. Each is one index range of one dealer.
 */
function preparePageReads(db: Db) {
  const dealerId = sql.placeholder('dealerId');
  const dealer = db
    .select({
      id: users.id,
      ktId: users.ktId,
      username: users.username,
      accountType: users.accountType,
      isActive: users.isActive,
      joinedAt: users.createdAt,
      profilePicKey: users.profilePicKey,
      // Issue 28: the Verified badge's date, and whether customers may book them (the one definition).
      verifiedAt: dealerProfiles.documentsVerifiedAt,
      bookable: bookableColumn(users.id),
    })
    .from(users)
    .leftJoin(dealerProfiles, eq(dealerProfiles.userId, users.id))
    .where(and(eq(users.id, dealerId), eq(users.accountCategory, 'dealer'), eq(users.isVerified, true)))
    .prepare('marketplace_dealer');
  const areas = db
    .select({ pincode: dealerPincodes.pincode, area: dealerPincodes.area, city: dealerPincodes.city, state: dealerPincodes.state })
    .from(dealerPincodes)
    .where(eq(dealerPincodes.dealerId, dealerId))
    .orderBy(asc(dealerPincodes.createdAt), asc(dealerPincodes.id))
    .prepare('marketplace_areas');
  const pricesOf = db
    .select({
      pincode: prices.pincode,
      subcategory: prices.subcategoryId,
      subcategoryName: subcategories.name,
      subcategoryImageKey: subcategories.imageKey,
      categoryName: categories.name,
      price: prices.pricePerKg,
      unit: prices.unit,
    })
    .from(prices)
    // Only prices in a pincode the dealer still serves (as the public lists do).
    .innerJoin(dealerPincodes, and(eq(dealerPincodes.dealerId, prices.dealerId), eq(dealerPincodes.pincode, prices.pincode)))
    .innerJoin(subcategories, eq(subcategories.id, prices.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    // Nor what an admin retired from the catalogue (issue 15).
    .where(and(eq(prices.dealerId, dealerId), isNull(subcategories.retiredAt), isNull(categories.retiredAt)))
    .orderBy(asc(prices.pincode), asc(categories.position), asc(subcategories.position), asc(prices.id))
    .prepare('marketplace_prices');
  // Completed orders (the completed-orders index of the dealer) and the kg weighed at the door:
  // a customer counts even when every item weighed 0 kg (left join).
  const served = db
    .select({
      customers: sql<number>`count(distinct ${orders.customerId})::int`,
      kg: sql<string>`coalesce(sum(${orderPickupItems.weightKg}), 0)::numeric(16, 2)::text`,
    })
    .from(orders)
    .leftJoin(orderPickupItems, eq(orderPickupItems.orderId, orders.id))
    .where(and(eq(orders.dealerId, dealerId), isNotNull(orders.completedAt), eq(orders.status, servedStatuses[0])))
    .prepare('marketplace_served');
  // Issue 28: all ratings, and the verified pickups' and the open ratings' each on their own.
  const ratings = db
    .select({
      average: sql<string | null>`round(avg(${dealerRatings.rating}), 1)::text`,
      count: sql<number>`count(*)::int`,
      verifiedAverage: sql<string | null>`round(avg(${dealerRatings.rating}) filter (where ${dealerRatings.verifiedPickup}), 1)::text`,
      verifiedCount: sql<number>`(count(*) filter (where ${dealerRatings.verifiedPickup}))::int`,
      openAverage: sql<string | null>`round(avg(${dealerRatings.rating}) filter (where not ${dealerRatings.verifiedPickup}), 1)::text`,
    })
    .from(dealerRatings)
    .where(eq(dealerRatings.dealerId, dealerId))
    .prepare('marketplace_ratings');
  // The latest ratings, verified pickups first: one range of dealer_ratings_dealer_shown_idx.
  const reviews = db
    .select({
      id: dealerRatings.id,
      rating: dealerRatings.rating,
      review: dealerRatings.review,
      verifiedPickup: dealerRatings.verifiedPickup,
      createdAt: dealerRatings.createdAt,
      reply: dealerRatings.reply,
    })
    .from(dealerRatings)
    .where(eq(dealerRatings.dealerId, dealerId))
    .orderBy(desc(dealerRatings.verifiedPickup), desc(dealerRatings.createdAt), desc(dealerRatings.id))
    .limit(disputeRules.reviewsShown)
    .prepare('marketplace_reviews');
  const initiatives = db
    .select({ id: dealerInitiatives.id, dealerId: dealerInitiatives.dealerId, photoKey: dealerInitiatives.photoKey, message: dealerInitiatives.message })
    .from(dealerInitiatives)
    .where(eq(dealerInitiatives.dealerId, dealerId))
    .orderBy(desc(dealerInitiatives.createdAt), desc(dealerInitiatives.id))
    .limit(limits.initiativesMax)
    .prepare('marketplace_initiatives');
  return { dealer, areas, prices: pricesOf, served, ratings, reviews, initiatives };
}

export function createMarketplacePageRepo(db: Db) {
  const reads = preparePageReads(db);
  return {
    /** A verified dealer account by id, active or not; undefined for anyone else. */
    async findDealer(dealerId: number) {
      const [dealer] = await reads.dealer.execute({ dealerId });
      return dealer;
    },

    /** What an active dealer's page shows besides the dealer. */
    async readPage(dealerId: number) {
      const [areas, priceRows, [served], [ratings], initiatives, reviews] = await Promise.all([
        reads.areas.execute({ dealerId }),
        reads.prices.execute({ dealerId }),
        reads.served.execute({ dealerId }),
        reads.ratings.execute({ dealerId }),
        reads.initiatives.execute({ dealerId }),
        reads.reviews.execute({ dealerId }),
      ]);
      return { areas, prices: priceRows, served, ratings, initiatives, reviews };
    },
  };
}
export type MarketplacePageRepo = ReturnType<typeof createMarketplacePageRepo>;
