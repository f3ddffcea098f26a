import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { afterTimeIdKey, timeIdKeyAt, type TimeIdKey } from '../../platform/http/paging.ts';
import { categoryRequests } from '../../platform/db/schema/index.ts';

/** Queries of a dealer's requests for a category the catalogue lacks. */
export function createCategoryRequestsRepo(db: Db) {
  return {
    /** One page of the dealer's own requests, newest first: `limit` rows after the key `after` (see platform/http/paging.ts). */
    listByDealer(dealerId: number, page: { limit: number; after: TimeIdKey | undefined }) {
      return db
        .select({
          id: categoryRequests.id,
          pageKeyAt: timeIdKeyAt(categoryRequests.createdAt),
          categoryName: categoryRequests.categoryName,
          description: categoryRequests.description,
          imageKey: categoryRequests.imageKey,
          status: categoryRequests.status,
          reason: categoryRequests.reason,
          createdAt: categoryRequests.createdAt,
        })
        .from(categoryRequests)
        .where(
          and(
            eq(categoryRequests.dealerId, dealerId),
            afterTimeIdKey(categoryRequests.createdAt, categoryRequests.id, page.after, 'newest'),
          ),
        )
        .orderBy(desc(categoryRequests.createdAt), desc(categoryRequests.id))
        .limit(page.limit);
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
