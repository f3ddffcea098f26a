import { and, eq } from 'drizzle-orm';
import { bookableColumn } from '../../platform/db/bookable-dealers.ts';
import type { Db } from '../../platform/db/client.ts';

type Writer = Pick<Db, 'insert'>;
import { dealerRatings, orders, reachUsMessages, scheduleRequests, users } from '../../platform/db/schema/index.ts';

/** The writes behind the marketplace page's three public forms (spec 3), and the dealer they go to. */
export function createMarketplaceFormsRepo(db: Db) {
  return {
    /**
     * The dealer a form names: a dealer account whose e-mail is verified, active or not (the
     * route tells the two apart); undefined for any other id.
     */
    async findDealer(id: number) {
      const [dealer] = await db
        .select({ id: users.id, email: users.email, name: users.username, isActive: users.isActive, bookable: bookableColumn(users.id) })
        .from(users)
        .where(and(eq(users.id, id), eq(users.accountCategory, 'dealer'), eq(users.isVerified, true)));
      return dealer;
    },

    /** A visitor's pickup request, New until the dealer marks it. */
    async insertScheduleRequest(values: Omit<typeof scheduleRequests.$inferInsert, 'id' | 'status' | 'createdAt' | 'decidedAt'>, ex: Writer = db) {
      const [row] = await ex.insert(scheduleRequests).values({ ...values, status: 'New' }).returning({ id: scheduleRequests.id });
      if (!row) throw new Error('schedule request not stored');
      return row.id;
    },

    /** Issue 28: whether the customer has a Completed pickup with the dealer (their rating is then a verified pickup). */
    async hasCompletedPickup(customerId: number, dealerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.dealerId, dealerId), eq(orders.status, 'Completed')))
        .limit(1);
      return row !== undefined;
    },

    async insertRating(values: Omit<typeof dealerRatings.$inferInsert, 'id' | 'createdAt'>, ex: Writer = db) {
      const [row] = await ex.insert(dealerRatings).values(values).returning({ id: dealerRatings.id });
      if (!row) throw new Error('rating not stored');
      return row.id;
    },

    async insertReachUsMessage(values: Omit<typeof reachUsMessages.$inferInsert, 'id' | 'createdAt'>, ex: Writer = db) {
      const [row] = await ex.insert(reachUsMessages).values(values).returning({ id: reachUsMessages.id });
      if (!row) throw new Error('reach-us message not stored');
      return row.id;
    },
  };
}
export type MarketplaceFormsRepo = ReturnType<typeof createMarketplaceFormsRepo>;
