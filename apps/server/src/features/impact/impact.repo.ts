import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { categories, orderPickupItems, orders } from '../../platform/db/schema/index.ts';
import type { CategoryKg } from './impact.ts';

/**
 * Kg weighed at the door per category, from Completed orders only (New, Accepted and the
 * cancelled ones never count). A category is named as the catalogue names it now (the name kept
 * on the item when it has left the catalogue), in the catalogue's order; categories with 0 kg are left out.
 */
function kgByCategory(db: Db, scope: SQL | undefined): Promise<CategoryKg[]> {
  const kg = sql`sum(${orderPickupItems.weightKg})`;
  return db
    .select({
      category: sql<string>`coalesce(max(${categories.name}), max(${orderPickupItems.categoryName}))`,
      kg: sql<string>`${kg}::numeric(16, 2)::text`,
    })
    .from(orderPickupItems)
    .innerJoin(orders, eq(orders.id, orderPickupItems.orderId))
    .leftJoin(categories, eq(categories.id, orderPickupItems.categoryId))
    .where(and(eq(orders.status, 'Completed'), isNotNull(orders.completedAt), scope))
    .groupBy(orderPickupItems.categoryId)
    .having(sql`${kg} > 0`)
    .orderBy(sql`min(${categories.position}) nulls last`, asc(orderPickupItems.categoryId));
}

export function createImpactRepo(db: Db) {
  return {
    ofCustomer: (customerId: number) => kgByCategory(db, eq(orders.customerId, customerId)),
    ofDealer: (dealerId: number) => kgByCategory(db, eq(orders.dealerId, dealerId)),
    ofSite: () => kgByCategory(db, undefined),
    /**
     * Changes with every completion (completed_at is set only then, to the moment it happens)
     * and every removal of a completed order; read from the completed-orders index alone.
     */
    async completionsVersion(): Promise<string> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, last: sql<string | null>`max(${orders.completedAt})::text` })
        .from(orders)
        .where(isNotNull(orders.completedAt));
      return `${row?.count ?? 0}:${row?.last ?? ''}`;
    },
  };
}
export type ImpactRepo = ReturnType<typeof createImpactRepo>;
