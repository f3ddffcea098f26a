import type { DealerAccountType } from '@kt/contract/accounts/account-types';
import type { DealerData } from '@kt/contract/accounts/profile';
import type { MarketplacePage } from '@kt/contract/marketplace/page';
import { indiaDate } from '@kt/contract/india-time';
import type { CachedAnswer, ListCache } from '../../platform/cache/list-cache.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { createMarketplacePageRepo, type MarketplacePageRepo } from './page.repo.ts';

/** Whole years from a join date (YYYY-MM-DD) to today, both in India. */
export function yearsSince(joinedOn: string, today: string): number {
  const [joinYear = 0, joinRest = ''] = [Number(joinedOn.slice(0, 4)), joinedOn.slice(5)];
  const [year = 0, rest = ''] = [Number(today.slice(0, 4)), today.slice(5)];
  return Math.max(0, year - joinYear - (rest < joinRest ? 1 : 0));
}

/** The page's answer for one dealer, or null for no such dealer. */
export async function buildMarketplacePage(repo: MarketplacePageRepo, storage: FileStorage, dealerId: number, today: string): Promise<MarketplacePage | null> {
  const dealer = await repo.findDealer(dealerId);
  if (!dealer) return null;
  const head = {
    id: dealer.id,
    KT_ID: dealer.ktId,
    username: dealer.username,
    // Dealer accounts hold one of the dealer types (accounts' check and sign-up rules).
    account_type: dealer.accountType as DealerAccountType,
    is_active: dealer.isActive,
    // Issue 28: the dealer's picture on their page, as the API gives pictures (an absolute URL).
    ProfilePic: dealer.profilePicKey ? storage.urlFor(dealer.profilePicKey) : null,
    // Issue 28: the Verified badge's date (India; set only while the documents are verified), and
    // whether pickups may be booked (the one definition: verified, an area and a price).
    verified_on: dealer.verifiedAt ? indiaDate(dealer.verifiedAt) : null,
    bookable: dealer.isActive && dealer.bookable,
  };
  // An inactive dealer's page says so and shows nothing else of their business; so does the page
  // of a dealer whose documents an admin has not verified (issue 28): it says they are not yet
  // verified, and offers no booking. A verified dealer without an area or a price shows their
  // page with no prices, and bookable false (no booking).
  if (!dealer.isActive || !dealer.verifiedAt) return { dealer: head, areas: [], prices: [], stats: null, initiatives: [], reviews: [] };
  const page = await repo.readPage(dealerId);
  const joinedOn = indiaDate(dealer.joinedAt);
  return {
    dealer: head,
    areas: page.areas,
    prices: page.prices.map((row) => ({
      pincode: row.pincode,
      subcategory: row.subcategory,
      subcategory_name: row.subcategoryName,
      subcategory_image: storage.urlFor(row.subcategoryImageKey),
      category_name: row.categoryName,
      price: row.price,
      unit: row.unit,
    })),
    stats: {
      customers_served: page.served?.customers ?? 0,
      rating_average: page.ratings?.average == null ? null : Number(page.ratings.average),
      rating_count: page.ratings?.count ?? 0,
      verified_rating_average: page.ratings?.verifiedAverage == null ? null : Number(page.ratings.verifiedAverage),
      verified_rating_count: page.ratings?.verifiedCount ?? 0,
      open_rating_average: page.ratings?.openAverage == null ? null : Number(page.ratings.openAverage),
      open_rating_count: (page.ratings?.count ?? 0) - (page.ratings?.verifiedCount ?? 0),
      kg_collected: page.served?.kg ?? '0.00',
      years: yearsSince(joinedOn, today),
      joined_on: joinedOn,
    },
    initiatives: page.initiatives.map((row) => ({
      id: row.id,
      dealer_id: row.dealerId,
      photo: row.photoKey ? storage.urlFor(row.photoKey) : null,
      message: row.message,
    })),
    reviews: page.reviews.map((row) => ({
      id: row.id,
      rating: Number(row.rating),
      review: row.review,
      verified_pickup: row.verifiedPickup,
      created_at: row.createdAt.toISOString(),
      reply: row.reply,
    })),
  };
}

/** The page's answers, cached; shared by the API route and the page's HTML head (page-head.ts). */
export type MarketplaceAnswers = {
  /** The page's JSON and entity tag for a dealer id; an empty body when there is no such dealer. */
  answer(dealerId: number): Promise<CachedAnswer>;
  /** The spec's public dealer data (username, account_type, is_active), the same way. */
  dealerData(dealerId: number): Promise<CachedAnswer>;
};

/**
 * Kept in memory until the database announces a change to this dealer ('dealer:<id>',
 * migration 0009) or to the catalogue. The day is part of the key, so 'years since joined'
 * turns over at midnight. An unknown id is held too (an empty body), so asking for ids that do
 * not exist does not reach the database each time; a dealer appears once verified, which is
 * announced.
 */
export function createMarketplaceAnswers(deps: { db: Db; storage: FileStorage; listCache: ListCache }): MarketplaceAnswers {
  const repo = createMarketplacePageRepo(deps.db);
  return {
    answer(dealerId) {
      const today = indiaDate();
      return deps.listCache.answer(`marketplace:${dealerId}:${today}`, [`dealer:${dealerId}`], async () => {
        const page = await buildMarketplacePage(repo, deps.storage, dealerId, today);
        // Only the schema's fields are built above, so plain JSON is the route's answer.
        return page ? JSON.stringify(page) : '';
      });
    },
    dealerData(dealerId) {
      return deps.listCache.answer(`dealer-data:${dealerId}`, [`dealer:${dealerId}`], async () => {
        const dealer = await repo.findDealer(dealerId);
        if (!dealer) return '';
        const data: DealerData = { username: dealer.username, account_type: dealer.accountType as DealerAccountType, is_active: dealer.isActive };
        return JSON.stringify(data);
      });
    },
  };
}
