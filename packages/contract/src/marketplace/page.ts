import { z } from 'zod';
import { dealerAccountTypes } from '../accounts/account-types.ts';
import { ZId } from '../ids.ts';

/** One initiative of a dealer (spec 3 'Dealer initiative'): photo is an absolute URL or null. */
export const ZDealerInitiative = z.object({
  id: z.number().int(),
  dealer_id: z.number().int(),
  photo: z.string().nullable(),
  message: z.string(),
});
export type DealerInitiative = z.infer<typeof ZDealerInitiative>;

/**
 * GET /api3/dealer_initiatives/dealer_initiatives/: the initiatives of active dealers, newest
 * first. The spec's client loads them all and filters by dealer_id; `?dealer_id=` filters on
 * the server (ours). Paged like our other lists (`page_size`, `cursor`, `Link rel="next"`).
 */
export const ZDealerInitiativeList = z.array(ZDealerInitiative);
export const ZInitiativeListQuery = z.object({ dealer_id: ZId.optional() });

/** One area the dealer serves. */
export const ZMarketplaceArea = z.object({ pincode: z.string(), area: z.string(), city: z.string(), state: z.string() });
export type MarketplaceArea = z.infer<typeof ZMarketplaceArea>;

/** One price of the dealer in one of their areas, Rs per kg as decimal text ('14.00'). */
export const ZMarketplacePrice = z.object({
  pincode: z.string(),
  subcategory: z.number().int(),
  subcategory_name: z.string(),
  subcategory_image: z.string(),
  category_name: z.string(),
  price: z.string(),
  unit: z.string(),
});
export type MarketplacePrice = z.infer<typeof ZMarketplacePrice>;

/**
 * The page's figures, computed from the dealer's own data (the spec's client shows fixed ones):
 * customers with a Completed pickup, the ratings' average (one decimal) and count, the kg
 * weighed at the door in those pickups (decimal text, issue 16), and whole years since the dealer joined.
 */
export const ZMarketplaceStats = z.object({
  customers_served: z.number().int(),
  rating_average: z.number().nullable(),
  rating_count: z.number().int(),
  kg_collected: z.string(),
  years: z.number().int(),
  joined_on: z.string(),
  /** Issue 28: the verified-pickup ratings' average and count, and the open ratings', each on its own. */
  verified_rating_average: z.number().nullable(),
  verified_rating_count: z.number().int(),
  open_rating_average: z.number().nullable(),
  open_rating_count: z.number().int(),
});
export type MarketplaceStats = z.infer<typeof ZMarketplaceStats>;

/** Issue 28: a rating shown on the page (verified pickups first, then the newest), with the dealer's reply. */
export const ZMarketplaceReview = z.object({
  id: z.number().int(),
  rating: z.number(),
  review: z.string().nullable(),
  verified_pickup: z.boolean(),
  created_at: z.string(),
  reply: z.string().nullable(),
});
export type MarketplaceReview = z.infer<typeof ZMarketplaceReview>;

/**
 * GET /v3/api/marketplace/{dealerId}/ (ours): everything the public page shows in one read.
 * 404 for no such dealer. An inactive dealer answers is_active false with nothing else (the
 * page says 'Dealer is not active'); areas, prices, stats and initiatives only while active
 * and verified (issue 28: a dealer whose documents an admin has not verified answers
 * verified_on null with nothing else, and the page says they are not yet verified and offers no
 * booking; a verified dealer without an area or a price answers bookable false).
 */
export const ZMarketplacePage = z.object({
  dealer: z.object({
    id: z.number().int(),
    KT_ID: z.string(),
    username: z.string(),
    account_type: z.enum(dealerAccountTypes),
    is_active: z.boolean(),
    /** Issue 28: the dealer's profile picture (spec 3 'Profile'), an absolute URL, or null when they have none. */
    ProfilePic: z.string().nullable(),
    /** Issue 28: the India date (YYYY-MM-DD) an admin verified the dealer's documents, or null. */
    verified_on: z.string().nullable(),
    /** Issue 28: whether customers may book the dealer (active, documents verified, an area and a price). */
    bookable: z.boolean(),
  }),
  areas: z.array(ZMarketplaceArea),
  prices: z.array(ZMarketplacePrice),
  stats: ZMarketplaceStats.nullable(),
  initiatives: ZDealerInitiativeList,
  /** Issue 28: the latest ratings, verified pickups first (empty while inactive). */
  reviews: z.array(ZMarketplaceReview),
});
export type MarketplacePage = z.infer<typeof ZMarketplacePage>;
