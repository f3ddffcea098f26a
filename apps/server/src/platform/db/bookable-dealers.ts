import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { categories, dealerPincodes, dealerProfiles, prices, subcategories, users } from './schema/index.ts';

/**
 * The one definition of a bookable dealer (issue 28): the dealer customers see and may book,
 * in every public read (the sell page's price and dealer lists, getdealers, the marketplace
 * page and its lists, the sitemap, inquiries) and in checkout (add_item, order_confirm).
 *
 * A bookable dealer is a dealer account that
 *  - is active (not switched off by an admin) and has verified their e-mail,
 *  - has documents an admin verified (dealer_profiles.documents_status 'Verified'; sending
 *    documents again puts them back to 'Awaiting review', a rejection to 'Rejected'), and
 *  - serves at least one area and has a price there in a subcategory and category that an
 *    admin has not retired.
 * Every condition is read at the time of the read; the public lists held in memory are told of
 * each change by the triggers of migrations 0008, 0009 and 0018.
 *
 * `dealerId` is the column naming the dealer in the query this condition is put in
 * (users.id, prices.dealer_id ...): written as a correlated condition so it fits any of them.
 */
export function isBookableDealer(dealerId: PgColumn | SQL): SQL {
  return sql`exists (
    select 1 from ${users} as bookable_user
      join ${dealerProfiles} as bookable_profile on bookable_profile.user_id = bookable_user.id
     where bookable_user.id = ${dealerId}
       and bookable_user.account_category = 'dealer' and bookable_user.is_active and bookable_user.is_verified
       and bookable_profile.documents_status = 'Verified'
       and exists (
         select 1 from ${prices} as bookable_price
           join ${dealerPincodes} as bookable_area
             on bookable_area.dealer_id = bookable_price.dealer_id and bookable_area.pincode = bookable_price.pincode
           join ${subcategories} as bookable_sub on bookable_sub.id = bookable_price.subcategory_id
           join ${categories} as bookable_cat on bookable_cat.id = bookable_sub.category_id
          where bookable_price.dealer_id = bookable_user.id
            and bookable_sub.retired_at is null and bookable_cat.retired_at is null))`;
}

/** The same definition as a column of a select: whether the dealer named by `dealerId` is bookable. */
export function bookableColumn(dealerId: PgColumn | SQL): SQL<boolean> {
  return sql<boolean>`${isBookableDealer(dealerId)}`;
}

/** When an admin verified the dealer's documents (null while not verified): the Verified badge's date. */
export const documentsVerifiedAt = dealerProfiles.documentsVerifiedAt;

/**
 * Whether the dealer's public page shows their business (issue 28): an active dealer account with
 * a verified e-mail whose documents an admin verified, with or without an area and a price (the
 * page then shows no prices and offers no booking). The marketplace page and the spec's public
 * reads of one dealer's areas and prices use it; the lists and booking use isBookableDealer.
 */
export function hasVerifiedPage(dealerId: PgColumn | SQL): SQL {
  return sql`exists (
    select 1 from ${users} as page_user
      join ${dealerProfiles} as page_profile on page_profile.user_id = page_user.id
     where page_user.id = ${dealerId}
       and page_user.account_category = 'dealer' and page_user.is_active and page_user.is_verified
       and page_profile.documents_status = 'Verified')`;
}
