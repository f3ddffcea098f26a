import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { categoryRequests, users } from '../../platform/db/schema/index.ts';
import { afterTimeIdKey, timeIdKeyAt, type TimeIdKey } from '../../platform/http/paging.ts';
import type { Tx } from './catalogue-admin.repo.ts';

export type CategoryRequestRow = typeof categoryRequests.$inferSelect;

/** The dealers' category requests, as an admin decides them. */
export function createCategoryApprovalsRepo(db: Db) {
  return {
    listPending(page: { limit: number; after: TimeIdKey | undefined }) {
      return db
        .select({
          id: categoryRequests.id,
          dealerId: categoryRequests.dealerId,
          dealerKtId: users.ktId,
          dealerName: users.username,
          dealerEmail: users.email,
          categoryName: categoryRequests.categoryName,
          description: categoryRequests.description,
          imageKey: categoryRequests.imageKey,
          createdAt: categoryRequests.createdAt,
          pageKeyAt: timeIdKeyAt(categoryRequests.createdAt),
        })
        .from(categoryRequests)
        .innerJoin(users, eq(users.id, categoryRequests.dealerId))
        .where(and(eq(categoryRequests.status, 'Pending'), afterTimeIdKey(categoryRequests.createdAt, categoryRequests.id, page.after, 'oldest')))
        .orderBy(asc(categoryRequests.createdAt), asc(categoryRequests.id))
        .limit(page.limit);
    },

    /** The request as it stands, not locked. */
    async findRequest(requestId: number): Promise<CategoryRequestRow | undefined> {
      const [row] = await db.select().from(categoryRequests).where(eq(categoryRequests.id, requestId));
      return row;
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The request, locked until the transaction ends: two admins deciding at once take turns. */
    async lockRequest(tx: Tx, requestId: number): Promise<CategoryRequestRow | undefined> {
      const [request] = await tx.select().from(categoryRequests).where(eq(categoryRequests.id, requestId)).for('update');
      return request;
    },

    async findDealer(tx: Tx, dealerId: number) {
      const [dealer] = await tx.select({ id: users.id, email: users.email, username: users.username, ktId: users.ktId, language: users.language }).from(users).where(eq(users.id, dealerId));
      return dealer;
    },

    async markDecided(tx: Tx, requestId: number, decision: { approve: true } | { approve: false; reason: string }) {
      await tx
        .update(categoryRequests)
        .set({ status: decision.approve ? 'Approved' : 'Rejected', reason: decision.approve ? null : decision.reason, decidedAt: new Date() })
        .where(eq(categoryRequests.id, requestId));
    },
  };
}

export type CategoryApprovalsRepo = ReturnType<typeof createCategoryApprovalsRepo>;
