import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { disputes, orders, users } from '../../platform/db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Issue 28: the admin's decision on a dispute, and the order's paid amount it adjusts. */
export function createDisputesAdminRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** The dispute, locked for the decision (a second admin waits, then finds it closed). */
    async lock(tx: Tx, id: number) {
      const [row] = await tx
        .select({ id: disputes.id, orderId: disputes.orderId, customerId: disputes.customerId, dealerId: disputes.dealerId, status: disputes.status })
        .from(disputes)
        .where(eq(disputes.id, id))
        .for('update');
      return row;
    },

    async contactOf(tx: Tx, userId: number) {
      const [row] = await tx.select({ email: users.email, name: users.username, ktId: users.ktId }).from(users).where(eq(users.id, userId));
      return row;
    },

    /**
     * The one place an upheld dispute changes money: the order's paid amount, which both
     * receipts, both wallets and their histories and the dealer's statements all read.
     */
    async addToPaidAmount(tx: Tx, orderId: number, rupees: string) {
      const [row] = await tx
        .update(orders)
        .set({ paidAmount: sql`coalesce(${orders.paidAmount}, 0) + ${rupees}::numeric`, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId))
        .returning({ orderNumber: orders.orderNumber, paidAmount: orders.paidAmount });
      return row;
    },

    async orderNumberOf(tx: Tx, orderId: number) {
      const [row] = await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, orderId));
      return row?.orderNumber ?? '';
    },

    async close(tx: Tx, id: number, decision: { status: 'Upheld' | 'Rejected'; reason: string; adjustment: string | null; adminId: number }) {
      await tx
        .update(disputes)
        .set({ status: decision.status, outcomeReason: decision.reason, adjustmentAmount: decision.adjustment, decidedBy: decision.adminId, decidedAt: sql`now()` })
        .where(eq(disputes.id, id));
    },
  };
}
export type DisputesAdminRepo = ReturnType<typeof createDisputesAdminRepo>;
