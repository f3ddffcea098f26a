import { and, asc, count, countDistinct, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@kt/contract/orders/order-statuses';
import type { Db } from '../../platform/db/client.ts';
import { orderItems, orders, prices, subcategories, users } from '../../platform/db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** How long an added item waits for its order before it is dropped as abandoned. */
export const pendingItemLifetime = sql`interval '24 hours'`;

/** The nightly sweep: items nobody gathered into an order within their lifetime, of every customer. */
export async function deleteAbandonedItems(db: Db): Promise<number> {
  const dropped = await db
    .delete(orderItems)
    .where(and(isNull(orderItems.cartOrderId), lt(orderItems.createdAt, sql`now() - ${pendingItemLifetime}`)))
    .returning({ id: orderItems.id });
  return dropped.length;
}

/** The Accepted orders picked up on `pickupDate` (YYYY-MM-DD) whose evening-before reminder is not queued yet. */
export async function findOrdersToRemind(db: Db, pickupDate: string): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'Accepted'), eq(orders.pickupDate, pickupDate), isNull(orders.reminderQueuedAt)))
    .orderBy(asc(orders.id));
  return rows.map((row) => row.id);
}

/**
 * Marks an order's reminder queued, only if it is not yet and the order is still Accepted: of two
 * instances claiming it at once, the second waits for the first's transaction and then finds
 * nothing to claim. What the reminder says comes back with the claim.
 */
export async function claimReminder(tx: Tx, orderId: number) {
  const [row] = await tx
    .update(orders)
    .set({ reminderQueuedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.reminderQueuedAt), eq(orders.status, 'Accepted')))
    .returning({
      customerId: orders.customerId,
      orderNumber: orders.orderNumber,
      pickupDate: orders.pickupDate,
      pickupTime: orders.pickupTime,
      pincode: orders.pincode,
    });
  if (!row) return undefined;
  const [customer] = await tx.select({ email: users.email, name: users.username }).from(users).where(eq(users.id, row.customerId));
  return { ...row, customer: customer ?? { email: '', name: '' } };
}

const dealerUser = alias(users, 'dealer_user');
const customerUser = alias(users, 'customer_user');

export function createOrdersRepo(db: Db) {
  return {
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    async deletePendingItems(customerId: number, dealerId: number | undefined) {
      const rows = await db
        .delete(orderItems)
        .where(
          and(
            eq(orderItems.customerId, customerId),
            isNull(orderItems.cartOrderId),
            dealerId === undefined ? undefined : eq(orderItems.dealerId, dealerId),
          ),
        )
        .returning({ id: orderItems.id });
      return rows.length;
    },

    async findOrderByNumber(orderNumber: string) {
      const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      return row;
    },

    /**
     * Sets the status only if the order is still in one of `from` (so two changes cannot cross),
     * and in the same statement the pickup code: a new one with its tries reset, or none (issue 16).
     */
    async changeStatus(ex: Executor, id: number, from: readonly OrderStatus[], to: OrderStatus, pickupCode: string | null) {
      const [row] = await ex
        .update(orders)
        .set({ status: to, pickupCode, pickupCodeTries: 0, updatedAt: new Date() })
        .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
        .returning();
      return row;
    },

    /** The parties of an order, for the e-mails about it. */
    async findParties(order: { customerId: number; dealerId: number }, ex: Executor = db) {
      const [row] = await ex
        .select({
          // Issue 29: the language each party's mails are written in.
          dealer: { email: dealerUser.email, name: dealerUser.username, mobile: dealerUser.mobileNumber, language: dealerUser.language },
          customer: { email: customerUser.email, name: customerUser.username, language: customerUser.language },
        })
        .from(dealerUser)
        .innerJoin(customerUser, eq(customerUser.id, order.customerId))
        .where(eq(dealerUser.id, order.dealerId));
      return row;
    },

    listItemsOfCartOrder(cartOrderId: number, ex: Executor = db) {
      return ex.select().from(orderItems).where(eq(orderItems.cartOrderId, cartOrderId)).orderBy(asc(orderItems.id));
    },

    /** The dealer's order counts by status, and the pickups due on `today` that are not cancelled. */
    async dealerCounts(dealerId: number, today: string) {
      const byStatus = await db
        .select({ status: orders.status, count: count() })
        .from(orders)
        .where(eq(orders.dealerId, dealerId))
        .groupBy(orders.status);
      const [due] = await db
        .select({ count: count() })
        .from(orders)
        .where(
          and(
            eq(orders.dealerId, dealerId),
            eq(orders.pickupDate, today),
            ne(orders.status, 'Cancelled by Dealer'),
            ne(orders.status, 'Cancelled by Customer'),
          ),
        );
      return { byStatus, today: due?.count ?? 0 };
    },

    /** How many categories a dealer has prices in (the dashboard's category tile). */
    async countPricedCategories(dealerId: number) {
      const [row] = await db
        .select({ count: countDistinct(subcategories.categoryId) })
        .from(prices)
        .innerJoin(subcategories, eq(subcategories.id, prices.subcategoryId))
        .where(eq(prices.dealerId, dealerId));
      return row?.count ?? 0;
    },
  };
}
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
