import { and, asc, count, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@kt/contract/orders/order-statuses';
import type { Db } from '../../platform/db/client.ts';
import { afterTimeIdKey, timeIdKeyAt, type TimeIdKey } from '../../platform/paging.ts';
import {
  cartOrders,
  categories,
  dealerPincodes,
  orderInfos,
  orderItems,
  orderPickupItems,
  orders,
  prices,
  subcategories,
  users,
} from '../../platform/db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;
/** Whose orders a list shows. */
export type OrderListOwner = { customerId: number } | { dealerId: number };

/** How long an added item waits for its order before it is dropped as abandoned. */
const pendingItemLifetime = sql`interval '24 hours'`;

/** The nightly sweep: items nobody gathered into an order within their lifetime, of every customer. */
export async function deleteAbandonedItems(db: Db): Promise<number> {
  const dropped = await db
    .delete(orderItems)
    .where(and(isNull(orderItems.cartOrderId), lt(orderItems.createdAt, sql`now() - ${pendingItemLifetime}`)))
    .returning({ id: orderItems.id });
  return dropped.length;
}

const dealerUser = alias(users, 'dealer_user');
const customerUser = alias(users, 'customer_user');

export function createOrdersRepo(db: Db) {
  /**
   * The query of one page of the orders of one customer or one dealer, newest first, with pickup
   * and parties: `limit` orders after the key `after` (see platform/paging.ts). The indexes
   * orders_customer_newest_idx and orders_dealer_newest_idx hold this order, so a page reads
   * its rows from the index whatever the number of orders (no sort of them all); a test reads
   * its plan.
   */
  function orderPageQuery(by: OrderListOwner, page: { limit: number; after: TimeIdKey | undefined }) {
    return db
      .select({
        order: orders,
        pageKeyAt: timeIdKeyAt(orders.createdAt),
        info: orderInfos,
        dealer: { id: dealerUser.id, ktId: dealerUser.ktId, name: dealerUser.username, mobile: dealerUser.mobileNumber },
        customer: { id: customerUser.id, ktId: customerUser.ktId },
      })
      .from(orders)
      .innerJoin(orderInfos, eq(orderInfos.id, orders.orderInfoId))
      .innerJoin(dealerUser, eq(dealerUser.id, orders.dealerId))
      .innerJoin(customerUser, eq(customerUser.id, orders.customerId))
      .where(
        and(
          'customerId' in by ? eq(orders.customerId, by.customerId) : eq(orders.dealerId, by.dealerId),
          afterTimeIdKey(orders.createdAt, orders.id, page.after, 'newest'),
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit);
  }

  return {
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    /** Serialises one customer's checkout calls (row lock on the account). */
    async lockCustomer(tx: Tx, customerId: number) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for('update');
    },

    /**
     * A price of a verified, active dealer, with whether the dealer still serves its pincode
     * (`servedBy` is null when not). A price of a subcategory an admin retired is not for sale
     * (issue 15): none, as for a removed price.
     */
    async findBookablePrice(ex: Executor, priceId: number) {
      const [row] = await ex
        .select({
          id: prices.id,
          dealerId: prices.dealerId,
          subcategoryId: prices.subcategoryId,
          subcategoryName: subcategories.name,
          pincode: prices.pincode,
          unit: prices.unit,
          price: prices.pricePerKg,
          servedBy: dealerPincodes.dealerId,
        })
        .from(prices)
        .innerJoin(subcategories, eq(subcategories.id, prices.subcategoryId))
        .innerJoin(categories, eq(categories.id, subcategories.categoryId))
        .leftJoin(dealerPincodes, and(eq(dealerPincodes.dealerId, prices.dealerId), eq(dealerPincodes.pincode, prices.pincode)))
        .innerJoin(users, eq(users.id, prices.dealerId))
        .where(
          and(
            eq(prices.id, priceId),
            eq(users.isActive, true),
            eq(users.isVerified, true),
            eq(users.accountCategory, 'dealer'),
            isNull(subcategories.retiredAt),
            isNull(categories.retiredAt),
          ),
        );
      return row;
    },

    async dropAbandonedItems(tx: Tx, customerId: number) {
      await tx
        .delete(orderItems)
        .where(
          and(
            eq(orderItems.customerId, customerId),
            isNull(orderItems.cartOrderId),
            lt(orderItems.createdAt, sql`now() - ${pendingItemLifetime}`),
          ),
        );
    },

    /** Items added but not yet gathered into an order draft, oldest first. */
    listPendingItems(ex: Executor, customerId: number, dealerId?: number) {
      return ex
        .select()
        .from(orderItems)
        .where(
          and(
            eq(orderItems.customerId, customerId),
            isNull(orderItems.cartOrderId),
            dealerId === undefined ? undefined : eq(orderItems.dealerId, dealerId),
          ),
        )
        .orderBy(asc(orderItems.id));
    },

    async insertItem(tx: Tx, values: typeof orderItems.$inferInsert) {
      const [row] = await tx.insert(orderItems).values(values).returning();
      if (!row) throw new Error('item not stored');
      return row;
    },

    async updateItem(tx: Tx, id: number, values: { quantity: string; unitPrice: string; totalPrice: string }) {
      const [row] = await tx.update(orderItems).set(values).where(eq(orderItems.id, id)).returning();
      if (!row) throw new Error('item vanished');
      return row;
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

    async insertCartOrder(tx: Tx, values: typeof cartOrders.$inferInsert, itemIds: number[]) {
      const [row] = await tx.insert(cartOrders).values(values).returning();
      if (!row) throw new Error('cart order not stored');
      await tx.update(orderItems).set({ cartOrderId: row.id }).where(inArray(orderItems.id, itemIds));
      return row;
    },

    async findCartOrder(id: number, ex: Executor = db) {
      const [row] = await ex.select().from(cartOrders).where(eq(cartOrders.id, id));
      return row;
    },

    async insertOrderInfo(values: typeof orderInfos.$inferInsert) {
      const [row] = await db.insert(orderInfos).values(values).returning({ id: orderInfos.id });
      if (!row) throw new Error('order info not stored');
      return row.id;
    },

    /** The order info with its draft, locking the draft so that two confirmations take turns. */
    async findOrderInfoForUpdate(tx: Tx, id: number) {
      const [row] = await tx
        .select({ info: orderInfos, cartOrder: cartOrders })
        .from(orderInfos)
        .innerJoin(cartOrders, eq(cartOrders.id, orderInfos.cartOrderId))
        .where(eq(orderInfos.id, id))
        .for('update', { of: cartOrders });
      return row;
    },

    async isCartOrderPlaced(cartOrderId: number): Promise<boolean> {
      const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.cartOrderId, cartOrderId));
      return row !== undefined;
    },

    async findOrderByCartOrder(ex: Executor, cartOrderId: number) {
      const [row] = await ex.select().from(orders).where(eq(orders.cartOrderId, cartOrderId));
      return row;
    },

    async insertOrder(tx: Tx, values: Omit<typeof orders.$inferInsert, 'orderNumber'>) {
      const [row] = await tx.insert(orders).values(values).returning();
      if (!row) throw new Error('order not stored');
      return row;
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

    orderPageQuery,

    /** One page of a party's orders (orderPageQuery) with the items of the page's orders, read in one more query. */
    async listOrders(by: OrderListOwner, page: { limit: number; after: TimeIdKey | undefined }) {
      const rows = await orderPageQuery(by, page);
      const cartOrderIds = rows.map((row) => row.order.cartOrderId);
      const items =
        cartOrderIds.length === 0
          ? []
          : await db.select().from(orderItems).where(inArray(orderItems.cartOrderId, cartOrderIds)).orderBy(asc(orderItems.id));
      // Issue 16: what was weighed for the page's Completed orders.
      const completedIds = rows.filter((row) => row.order.status === 'Completed').map((row) => row.order.id);
      const weighed =
        completedIds.length === 0
          ? []
          : await db
              .select()
              .from(orderPickupItems)
              .where(inArray(orderPickupItems.orderId, completedIds))
              .orderBy(asc(orderPickupItems.position));
      return { rows, items, weighed };
    },

    /** The parties of an order, for the e-mails about it. */
    async findParties(order: { customerId: number; dealerId: number }, ex: Executor = db) {
      const [row] = await ex
        .select({
          dealer: { email: dealerUser.email, name: dealerUser.username, mobile: dealerUser.mobileNumber },
          customer: { email: customerUser.email, name: customerUser.username },
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
  };
}
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
