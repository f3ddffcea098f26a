import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { disputes, orders, users } from '../../platform/db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Issue 28: the writes of disputes by their parties. */
export function createDisputesRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** The order a dispute would be about, with its parties' contact for the dealer's notice. */
    async findOrder(orderNumber: string) {
      const [row] = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          customerId: orders.customerId,
          dealerId: orders.dealerId,
          status: orders.status,
          completedAt: orders.completedAt,
          dealerEmail: users.email,
          dealerName: users.username,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.dealerId))
        .where(eq(orders.orderNumber, orderNumber))
        .limit(1);
      return row;
    },

    async hasDispute(orderId: number): Promise<boolean> {
      const [row] = await db.select({ id: disputes.id }).from(disputes).where(eq(disputes.orderId, orderId)).limit(1);
      return row !== undefined;
    },

    /** The new dispute's id, or undefined when the order already has one (two reports at once: one wins). */
    async insert(tx: Tx, values: typeof disputes.$inferInsert): Promise<number | undefined> {
      const [row] = await tx.insert(disputes).values(values).onConflictDoNothing({ target: disputes.orderId }).returning({ id: disputes.id });
      return row?.id;
    },

    /** The dealer's one answer while the dispute is open and unanswered: whether it was taken. */
    async answer(dealerId: number, disputeId: number, answer: string): Promise<boolean> {
      const rows = await db
        .update(disputes)
        .set({ answer, answeredAt: sql`now()` })
        .where(and(eq(disputes.id, disputeId), eq(disputes.dealerId, dealerId), eq(disputes.status, 'Open'), isNull(disputes.answer)))
        .returning({ id: disputes.id });
      return rows.length > 0;
    },
  };
}
export type DisputesRepo = ReturnType<typeof createDisputesRepo>;
