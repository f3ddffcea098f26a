import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { dealerPincodes, pincodeRequests, users } from '../../platform/db/schema/index.ts';
import { afterTimeIdKey, timeIdKeyAt, type TimeIdKey } from '../../platform/http/paging.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type PincodeRequestRow = typeof pincodeRequests.$inferSelect;

/** The dealers' pincode requests beyond their direct areas, as an admin decides them. */
export function createPincodeApprovalsRepo(db: Db) {
  return {
    listPending(page: { limit: number; after: TimeIdKey | undefined }) {
      return db
        .select({
          id: pincodeRequests.id,
          dealerId: pincodeRequests.dealerId,
          dealerKtId: users.ktId,
          dealerName: users.username,
          dealerEmail: users.email,
          pincode: pincodeRequests.pincode,
          area: pincodeRequests.area,
          city: pincodeRequests.city,
          state: pincodeRequests.state,
          createdAt: pincodeRequests.createdAt,
          pageKeyAt: timeIdKeyAt(pincodeRequests.createdAt),
        })
        .from(pincodeRequests)
        .innerJoin(users, eq(users.id, pincodeRequests.dealerId))
        .where(and(eq(pincodeRequests.status, 'Pending'), afterTimeIdKey(pincodeRequests.createdAt, pincodeRequests.id, page.after, 'oldest')))
        .orderBy(asc(pincodeRequests.createdAt), asc(pincodeRequests.id))
        .limit(page.limit);
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The request, locked until the transaction ends: two admins deciding at once take turns. */
    async lockRequest(tx: Tx, requestId: number): Promise<PincodeRequestRow | undefined> {
      const [request] = await tx.select().from(pincodeRequests).where(eq(pincodeRequests.id, requestId)).for('update');
      return request;
    },

    /** The dealer, locked: two approvals for one dealer count their areas one after the other. */
    async lockDealer(tx: Tx, dealerId: number) {
      const [dealer] = await tx
        .select({ id: users.id, email: users.email, username: users.username, ktId: users.ktId })
        .from(users)
        .where(eq(users.id, dealerId))
        .for('update');
      return dealer;
    },

    /** How many areas the dealer serves, and whether `pincode` is one of them. */
    async areasOf(tx: Tx, dealerId: number, pincode: string) {
      const [held] = await tx.select({ n: count() }).from(dealerPincodes).where(eq(dealerPincodes.dealerId, dealerId));
      const [same] = await tx
        .select({ id: dealerPincodes.id })
        .from(dealerPincodes)
        .where(and(eq(dealerPincodes.dealerId, dealerId), eq(dealerPincodes.pincode, pincode)));
      return { held: held?.n ?? 0, servesPincode: same !== undefined };
    },

    async addArea(tx: Tx, dealerId: number, request: PincodeRequestRow) {
      await tx.insert(dealerPincodes).values({ dealerId, pincode: request.pincode, state: request.state, city: request.city, area: request.area });
    },

    async markDecided(tx: Tx, requestId: number, decision: { approve: true } | { approve: false; reason: string }) {
      await tx
        .update(pincodeRequests)
        .set({ status: decision.approve ? 'Approved' : 'Rejected', reason: decision.approve ? null : decision.reason, decidedAt: new Date() })
        .where(eq(pincodeRequests.id, requestId));
    },
  };
}

export type PincodeApprovalsRepo = ReturnType<typeof createPincodeApprovalsRepo>;
