import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { categoryRequests } from '../../platform/db/schema/index.ts';

/** Queries of a dealer's requests for a category the catalogue lacks. */
export function createCategoryRequestsRepo(db: Db) {
  return {
    /** The dealer's own requests, newest first. */
    listByDealer(dealerId: number) {
      return db
        .select({
          id: categoryRequests.id,
          categoryName: categoryRequests.categoryName,
          description: categoryRequests.description,
          imageKey: categoryRequests.imageKey,
          status: categoryRequests.status,
          reason: categoryRequests.reason,
          createdAt: categoryRequests.createdAt,
        })
        .from(categoryRequests)
        .where(eq(categoryRequests.dealerId, dealerId))
        .orderBy(desc(categoryRequests.createdAt), desc(categoryRequests.id));
    },

    /** A new request, Pending until an admin acts. */
    async insertRequest(values: { dealerId: number; categoryName: string; description: string; imageKey: string }) {
      const [row] = await db
        .insert(categoryRequests)
        .values({ ...values, status: 'Pending' })
        .returning({ id: categoryRequests.id });
      if (!row) throw new Error('category request not stored');
      return row.id;
    },
  };
}
export type CategoryRequestsRepo = ReturnType<typeof createCategoryRequestsRepo>;
