import { and, count, desc, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { literalLike } from '../../platform/db/like-pattern.ts';
import { alias } from 'drizzle-orm/pg-core';
import { searchableCategories, type SearchableCategory } from '@kt/contract/admin/users';
import type { Db } from '../../platform/db/client.ts';
import { customerAddresses, dealerEmployees, dealerPincodes, dealerProfiles, disputes, orders, users } from '../../platform/db/schema/index.ts';
import { afterTimeIdKey, timeIdKeyAt, type TimeIdKey } from '../../platform/http/paging.ts';
import { adminUserColumns } from './admin.repo.ts';

type Page = { limit: number; after: TimeIdKey | undefined };

/**
 * A KT id as typed, if `q` looks like one: KT, the category letter, digits. The stored id pads
 * the number to six digits (KTD000012), and admins often type it short (KTD12): both forms are
 * answered, `exact` being the padded id of the number typed.
 */
export function ktIdQuery(q: string): { prefix: string; exact: string | null } | null {
  const match = /^KT([A-Z]?)(\d*)$/i.exec(q);
  if (!match) return null;
  const letter = (match[1] ?? '').toUpperCase();
  const digits = match[2] ?? '';
  const number = digits === '' ? null : Number(digits);
  const exact = letter && number !== null && number > 0 && Number.isSafeInteger(number) ? `KT${letter}${String(number).padStart(6, '0')}` : null;
  return { prefix: q.toUpperCase(), exact };
}

/** The digits of a phone number as typed ('+91 98970-12345'), the country code dropped; null when it is not one. */
export function mobileDigits(q: string): string | null {
  const compact = q.replace(/[\s()-]/g, '');
  if (!/^\+?\d{3,}$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, '');
  return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
}

/** Where an account matches the search words `q`: any part of name, e-mail or mobile number, or the KT id. */
function matchesSearch(q: string): SQL | undefined {
  const contains = `%${literalLike(q)}%`;
  const conditions: (SQL | undefined)[] = [ilike(users.username, contains), ilike(users.email, contains), ilike(users.mobileNumber, contains)];
  const phone = mobileDigits(q);
  if (phone && phone !== q) conditions.push(ilike(users.mobileNumber, `%${literalLike(phone)}%`));
  const kt = ktIdQuery(q);
  if (kt) {
    conditions.push(ilike(users.ktId, `${literalLike(kt.prefix)}%`));
    if (kt.exact) conditions.push(eq(users.ktId, kt.exact));
  }
  return or(...conditions);
}

const otherParty = alias(users, 'other_party');

export function createUserAdminRepo(db: Db) {
  return {
    /** One page of the accounts (never admins) matching the search, newest first, keyed by (created at, id). */
    search(filter: { q: string | undefined; category: SearchableCategory | undefined }, page: Page) {
      return db
        .select({ ...adminUserColumns, pageKeyAt: timeIdKeyAt(users.createdAt) })
        .from(users)
        .where(
          and(
            filter.category ? eq(users.accountCategory, filter.category) : inArray(users.accountCategory, [...searchableCategories]),
            filter.q ? matchesSearch(filter.q) : undefined,
            afterTimeIdKey(users.createdAt, users.id, page.after, 'newest'),
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(page.limit);
    },

    /** The account with what its kind has: a dealer's areas and documents, a customer's addresses, an employee's dealer. */
    async findDetail(id: number) {
      const [user] = await db.select(adminUserColumns).from(users).where(eq(users.id, id));
      if (!user) return undefined;
      if (user.accountCategory === 'dealer') {
        const [[areas], [profile]] = await Promise.all([
          db.select({ n: count() }).from(dealerPincodes).where(eq(dealerPincodes.dealerId, id)),
          db
            .select({ status: dealerProfiles.documentsStatus, reason: dealerProfiles.documentsReason })
            .from(dealerProfiles)
            .where(eq(dealerProfiles.userId, id)),
        ]);
        // Issue 28: the pickups its customers reported as missed.
        const [noShows] = await db.select({ n: count() }).from(orders).where(and(eq(orders.dealerId, id), isNotNull(orders.noShowReportedAt)));
        // Issue 28: its disputes an admin upheld (disputes_dealer_upheld_idx).
        const [upheld] = await db.select({ n: count() }).from(disputes).where(and(eq(disputes.dealerId, id), eq(disputes.status, 'Upheld')));
        return {
          user,
          dealer: { areas: areas?.n ?? 0, documentsStatus: profile?.status ?? 'Not uploaded', documentsReason: profile?.reason ?? null, noShows: noShows?.n ?? 0, upheldDisputes: upheld?.n ?? 0 },
        };
      }
      if (user.accountCategory === 'customer') {
        const [addresses] = await db.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.userId, id));
        return { user, customer: { addresses: addresses?.n ?? 0 } };
      }
      if (user.accountCategory === 'employee') {
        const [employer] = await db
          .select({ id: users.id, ktId: users.ktId, username: users.username })
          .from(dealerEmployees)
          .innerJoin(users, eq(users.id, dealerEmployees.dealerId))
          .where(eq(dealerEmployees.userId, id));
        return { user, employer };
      }
      return { user };
    },

    /**
     * One page of the orders of a customer (placed) or a dealer (received), newest first, with
     * the other party: a range of orders_customer_newest_idx or orders_dealer_newest_idx.
     */
    listOrders(side: 'customer' | 'dealer', userId: number, page: Page) {
      const own = side === 'customer' ? orders.customerId : orders.dealerId;
      const other = side === 'customer' ? orders.dealerId : orders.customerId;
      return db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          createdAt: orders.createdAt,
          status: orders.status,
          pincode: orders.pincode,
          pickupDate: orders.pickupDate,
          totalItems: orders.totalItems,
          totalAmount: orders.totalAmount,
          other: { id: otherParty.id, ktId: otherParty.ktId, username: otherParty.username },
          pageKeyAt: timeIdKeyAt(orders.createdAt),
        })
        .from(orders)
        .innerJoin(otherParty, eq(otherParty.id, other))
        .where(and(eq(own, userId), afterTimeIdKey(orders.createdAt, orders.id, page.after, 'newest')))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(page.limit);
    },

    findCategory(id: number) {
      return db
        .select({ category: users.accountCategory })
        .from(users)
        .where(eq(users.id, id))
        .then((rows) => rows[0]?.category);
    },
  };
}

export type UserAdminRepo = ReturnType<typeof createUserAdminRepo>;
