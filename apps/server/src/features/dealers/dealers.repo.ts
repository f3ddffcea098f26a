import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { isBookableDealer } from '../../platform/db/bookable-dealers.ts';
import type { Db } from '../../platform/db/client.ts';
import {
  categories,
  dealerPincodes,
  dealerProfiles,
  inquiries,
  prices,
  subcategories,
  users,
} from '../../platform/db/schema/index.ts';

/** A dealer who may be shown and booked: the one definition (platform/db/bookable-dealers.ts, issue 28). */
const isBookable = isBookableDealer(users.id);

/**
 * The two public reads of a pincode, prepared once per connection (planned once, sent as a
 * name and a value) rather than built and planned for every request.
 */
function prepareListsInPincode(db: Db) {
  const pincode = sql.placeholder('pincode');
  const pricesIn = db
    .select({
      id: prices.id,
      subcategoryId: prices.subcategoryId,
      subcategoryName: subcategories.name,
      subcategoryImageKey: subcategories.imageKey,
      price: prices.pricePerKg,
      dealerId: prices.dealerId,
      dealerName: users.username,
      dealerKtId: users.ktId,
      dealerAccountType: users.accountType,
      dealerVerifiedAt: dealerProfiles.documentsVerifiedAt,
      pincode: prices.pincode,
      unit: prices.unit,
      gst: prices.gstPercent,
      commission: prices.commissionPercent,
      categoryName: categories.name,
    })
    .from(prices)
    .innerJoin(dealerPincodes, and(eq(dealerPincodes.dealerId, prices.dealerId), eq(dealerPincodes.pincode, prices.pincode)))
    .innerJoin(users, eq(users.id, prices.dealerId))
    .innerJoin(dealerProfiles, eq(dealerProfiles.userId, prices.dealerId))
    .innerJoin(subcategories, eq(subcategories.id, prices.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    // What an admin retired is not for sale (issue 15); the price rows stay and show again when it is brought back.
    .where(and(eq(prices.pincode, pincode), isBookable, isNull(subcategories.retiredAt), isNull(categories.retiredAt)))
    .orderBy(asc(categories.position), asc(subcategories.position), desc(prices.pricePerKg), asc(prices.id))
    .prepare('prices_in_pincode');
  const dealersIn = db
    .select({
      id: users.id,
      ktId: users.ktId,
      name: users.username,
      mobile: users.mobileNumber,
      accountType: users.accountType,
      minQty: dealerProfiles.minQtyKg,
      maxQty: dealerProfiles.maxQtyKg,
      verifiedAt: dealerProfiles.documentsVerifiedAt,
      dealingIn: sql<string[]>`coalesce(array(
        select distinct ${categories.name} from ${prices}
        join ${subcategories} on ${subcategories.id} = ${prices.subcategoryId}
        join ${categories} on ${categories.id} = ${subcategories.categoryId}
        where ${prices.dealerId} = ${users.id} and ${prices.pincode} = ${pincode}
          and ${subcategories.retiredAt} is null and ${categories.retiredAt} is null
        order by 1
      ), '{}')`,
    })
    .from(dealerPincodes)
    .innerJoin(users, eq(users.id, dealerPincodes.dealerId))
    .innerJoin(dealerProfiles, eq(dealerProfiles.userId, users.id))
    .where(and(eq(dealerPincodes.pincode, pincode), isBookable))
    .orderBy(asc(users.username), asc(users.id))
    .prepare('dealers_in_pincode');
  return { prices: pricesIn, dealers: dealersIn };
}

export function createDealersRepo(db: Db) {
  const inPincode = prepareListsInPincode(db);
  return {
    /** Every price in a pincode of a bookable dealer who serves it, cheapest categories first by catalogue order. */
    listPricesInPincode(pincode: string) {
      return inPincode.prices.execute({ pincode });
    },

    /** The bookable dealers serving a pincode, with the categories they price there. */
    listDealersInPincode(pincode: string) {
      return inPincode.dealers.execute({ pincode });
    },

    async findBookableDealer(id: number) {
      const [dealer] = await db
        .select({ id: users.id, email: users.email, name: users.username, ktId: users.ktId })
        .from(users)
        .where(and(eq(users.id, id), isBookable));
      return dealer;
    },

    async insertInquiry(values: typeof inquiries.$inferInsert, ex: Pick<Db, 'insert'> = db) {
      const [row] = await ex.insert(inquiries).values(values).returning({ id: inquiries.id });
      if (!row) throw new Error('inquiry not stored');
      return row.id;
    },
  };
}
export type DealersRepo = ReturnType<typeof createDealersRepo>;
