import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { categories, orderInfos, orderItems, orderPickupItems, orders, prices, subcategories, users } from '../../platform/db/schema/index.ts';
import type { ProposedItem } from '../../platform/db/schema/orders.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;
export type OrderRow = typeof orders.$inferSelect;

/** The storage of the pickup at the door (issue 16): the customer's code and the completion. */
export function createCompletionRepo(db: Db) {
  return {
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    async findOrder(orderNumber: string, ex: Executor = db): Promise<OrderRow | undefined> {
      const [row] = await ex.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      return row;
    },

    /** The order, its row locked until the transaction ends: completions of one order take turns. */
    async lockOrder(tx: Tx, orderNumber: string): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
      return row;
    },

    /** A new code with its tries reset, only while the order is Accepted; the order or none. */
    async issueCode(orderId: number, code: string, ex: Executor = db): Promise<OrderRow | undefined> {
      const [row] = await ex
        .update(orders)
        .set({ pickupCode: code, pickupCodeTries: 0, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'Accepted')))
        .returning();
      return row;
    },

    /** Counts one wrong code; the new number of tries. */
    async countWrongCode(tx: Tx, orderId: number): Promise<number> {
      const [row] = await tx
        .update(orders)
        .set({ pickupCodeTries: sql`${orders.pickupCodeTries} + 1` })
        .where(eq(orders.id, orderId))
        .returning({ tries: orders.pickupCodeTries });
      return row?.tries ?? 0;
    },

    /** The order's items as ordered (agreed rate), with their category. */
    orderItemsWithCategory(ex: Executor, cartOrderId: number) {
      return ex
        .select({
          subcategoryId: orderItems.subcategoryId,
          subcategoryName: orderItems.subcategoryName,
          unit: orderItems.unit,
          unitPrice: orderItems.unitPrice,
          categoryId: categories.id,
          categoryName: categories.name,
        })
        .from(orderItems)
        .innerJoin(subcategories, eq(subcategories.id, orderItems.subcategoryId))
        .innerJoin(categories, eq(categories.id, subcategories.categoryId))
        .where(eq(orderItems.cartOrderId, cartOrderId))
        .orderBy(asc(orderItems.id));
    },

    /**
     * The dealer's current prices in a pincode for some subcategories, with their category;
     * a retired subcategory or category has none (it is not for sale).
     */
    dealerPrices(ex: Executor, dealerId: number, pincode: string, subcategoryIds: number[]) {
      if (subcategoryIds.length === 0) return Promise.resolve([]);
      return ex
        .select({
          subcategoryId: subcategories.id,
          subcategoryName: subcategories.name,
          unit: prices.unit,
          unitPrice: prices.pricePerKg,
          categoryId: categories.id,
          categoryName: categories.name,
        })
        .from(prices)
        .innerJoin(subcategories, eq(subcategories.id, prices.subcategoryId))
        .innerJoin(categories, eq(categories.id, subcategories.categoryId))
        .where(
          and(
            eq(prices.dealerId, dealerId),
            eq(prices.pincode, pincode),
            inArray(prices.subcategoryId, subcategoryIds),
            isNull(subcategories.retiredAt),
            isNull(categories.retiredAt),
          ),
        );
    },

    /**
     * Issue 28: the dealer's proposed weights replace any before them, with the next version and
     * a new code (tries reset), only while the order is Accepted; the order.
     */
    async proposeWeights(
      tx: Tx,
      orderId: number,
      values: { items: ProposedItem[]; total: string; code: string; scalePhotoKey: string | null; at: Date },
    ): Promise<OrderRow> {
      const [row] = await tx
        .update(orders)
        .set({
          weightsVersion: sql`${orders.weightsVersion} + 1`,
          proposedItems: values.items,
          proposedTotal: values.total,
          weightsProposedAt: values.at,
          scalePhotoKey: values.scalePhotoKey,
          pickupCode: values.code,
          pickupCodeTries: 0,
          updatedAt: values.at,
        })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'Accepted')))
        .returning();
      if (!row) throw new Error('order left Accepted under its lock');
      return row;
    },

    /** Whom the dealer pays: the name and number the order was placed with, and the customer's UPI ID. */
    async payee(order: OrderRow) {
      const [row] = await db
        .select({ firstName: orderInfos.firstName, lastName: orderInfos.lastName, phone: orderInfos.phoneNumber, upiVpa: users.upiVpa })
        .from(orderInfos)
        .innerJoin(users, eq(users.id, order.customerId))
        .where(eq(orderInfos.id, order.orderInfoId));
      return row;
    },

    async insertPickupItems(tx: Tx, values: (typeof orderPickupItems.$inferInsert)[]) {
      if (values.length > 0) await tx.insert(orderPickupItems).values(values);
    },

    async markCompleted(
      tx: Tx,
      orderId: number,
      values: Pick<
        typeof orders.$inferInsert,
        'completedAt' | 'completedBy' | 'completionKey' | 'paymentMethod' | 'paymentReference' | 'paidAmount' | 'commissionAmount'
      >,
    ): Promise<OrderRow> {
      const [row] = await tx
        .update(orders)
        .set({ ...values, status: 'Completed', pickupCode: null, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'Accepted')))
        .returning();
      if (!row) throw new Error('order left Accepted under its lock');
      return row;
    },

    pickupItems(ex: Executor, orderId: number) {
      return ex.select().from(orderPickupItems).where(eq(orderPickupItems.orderId, orderId)).orderBy(asc(orderPickupItems.position));
    },
  };
}
export type CompletionRepo = ReturnType<typeof createCompletionRepo>;

