import { and, count, eq, gte, inArray, lt, min, sql } from 'drizzle-orm';
import { indiaDate, indiaDayEnd, indiaDayStart } from '@kt/contract/india-time';
import { addDays } from '@kt/contract/orders/pickup-dates';
import type { Db } from '../../platform/db/client.ts';
import { adminActions, categoryRequests, dealerProfiles, faqItems, orders, pincodeRequests, siteSettings, teamMembers, users } from '../../platform/db/schema/index.ts';

/**
 * Today and this week in India at `now`: the dates, and the instants they start and end. The
 * week runs from Monday midnight to the end of today (so far: nothing later can exist).
 */
export function indiaPeriods(now: Date) {
  const today = indiaDate(now);
  // getUTCDay of the date's own midnight in UTC: 0 Sunday … 6 Saturday.
  const daysSinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const weekStart = addDays(today, -daysSinceMonday);
  return {
    today,
    weekStart,
    todayFrom: indiaDayStart(today),
    todayUntil: indiaDayEnd(today),
    weekFrom: indiaDayStart(weekStart),
  };
}

type Periods = ReturnType<typeof indiaPeriods>;

/** The admin home's figures (issue 15): a handful of COUNT queries. */
export function createAdminHomeRepo(db: Db) {
  /** Rows in today's and this week's windows of a time column, for one FROM and condition. */
  const inPeriods = (column: typeof orders.createdAt | typeof users.createdAt, periods: Periods) => ({
    today: sql<number>`count(*) filter (where ${column} >= ${periods.todayFrom.toISOString()}::timestamptz and ${column} < ${periods.todayUntil.toISOString()}::timestamptz)`.mapWith(Number),
    thisWeek: count(),
  });
  const weekWindow = (column: typeof orders.createdAt | typeof users.createdAt, periods: Periods) =>
    and(gte(column, periods.weekFrom), lt(column, periods.todayUntil));

  return {
    async waiting() {
      const [pincode] = await db
        .select({ count: count(), oldest: min(pincodeRequests.createdAt) })
        .from(pincodeRequests)
        .where(eq(pincodeRequests.status, 'Pending'));
      const [category] = await db
        .select({ count: count(), oldest: min(categoryRequests.createdAt) })
        .from(categoryRequests)
        .where(eq(categoryRequests.status, 'Pending'));
      const [documents] = await db
        .select({ count: count(), oldest: min(dealerProfiles.documentsUploadedAt) })
        .from(dealerProfiles)
        .where(eq(dealerProfiles.documentsStatus, 'Awaiting review'));
      const figure = (row: { count: number; oldest: Date | null } | undefined) => ({ count: row?.count ?? 0, oldest: row?.oldest ?? null });
      return { pincode: figure(pincode), category: figure(category), documents: figure(documents) };
    },

    async ordersPlaced(periods: Periods) {
      const [row] = await db.select(inPeriods(orders.createdAt, periods)).from(orders).where(weekWindow(orders.createdAt, periods));
      return { today: row?.today ?? 0, thisWeek: row?.thisWeek ?? 0 };
    },

    /** Customer and dealer accounts registered (verified or not); employees are a dealer's, not sign-ups. */
    async signUps(periods: Periods) {
      const rows = await db
        .select({ category: users.accountCategory, ...inPeriods(users.createdAt, periods) })
        .from(users)
        .where(and(inArray(users.accountCategory, ['customer', 'dealer']), weekWindow(users.createdAt, periods)))
        .groupBy(users.accountCategory);
      const of = (category: string) => {
        const row = rows.find((r) => r.category === category);
        return { today: row?.today ?? 0, thisWeek: row?.thisWeek ?? 0 };
      };
      return { customers: of('customer'), dealers: of('dealer') };
    },

    /** What the getting-started list asks of a new site, in one round trip of small lookups. */
    async gettingStarted() {
      const [row] = await db
        .select({
          testMailSent: sql<boolean>`exists (select 1 from ${adminActions} where ${adminActions.action} = 'mail.test')`,
          contactEmail: sql<boolean>`coalesce((select ${siteSettings.contactEmail} <> '' from ${siteSettings} where ${siteSettings.id} = 1), false)`,
          phone: sql<boolean>`coalesce((select ${siteSettings.phonePrimary} <> '' from ${siteSettings} where ${siteSettings.id} = 1), false)`,
          postalAddress: sql<boolean>`coalesce((select ${siteSettings.postalAddress} <> '' from ${siteSettings} where ${siteSettings.id} = 1), false)`,
          faqItems: sql<number>`(select count(*) from ${faqItems})`.mapWith(Number),
          teamMembers: sql<number>`(select count(*) from ${teamMembers})`.mapWith(Number),
          dealerApproved: sql<boolean>`exists (select 1 from ${dealerProfiles} where ${dealerProfiles.documentsStatus} = 'Verified')`,
        })
        .from(sql`(select 1) as one`);
      return {
        testMailSent: Boolean(row?.testMailSent),
        contactEmail: Boolean(row?.contactEmail),
        phone: Boolean(row?.phone),
        postalAddress: Boolean(row?.postalAddress),
        faqItems: row?.faqItems ?? 0,
        teamMembers: row?.teamMembers ?? 0,
        dealerApproved: Boolean(row?.dealerApproved),
      };
    },
  };
}

export type AdminHomeRepo = ReturnType<typeof createAdminHomeRepo>;
