import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { RescheduleProposer } from '@kt/contract/orders/pickup-watch';
import type { Db } from '../../platform/db/client.ts';
import { orders, users } from '../../platform/db/schema/index.ts';
import type { Tx } from './orders.repo.ts';

/** What a follow-up call answers and its messages say about the order. */
const followUpColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  customerId: orders.customerId,
  dealerId: orders.dealerId,
  status: orders.status,
  pincode: orders.pincode,
  pickupDate: orders.pickupDate,
  pickupTime: orders.pickupTime,
  createdAt: orders.createdAt,
  answerOverdueAt: orders.answerOverdueAt,
  noShowReportedAt: orders.noShowReportedAt,
  rescheduleProposedBy: orders.rescheduleProposedBy,
  rescheduleDate: orders.rescheduleDate,
  rescheduleTime: orders.rescheduleTime,
  rescheduleReason: orders.rescheduleReason,
};
export type FollowUpOrder = {
  id: number;
  orderNumber: string;
  customerId: number;
  dealerId: number;
  status: string;
  pincode: string;
  pickupDate: string;
  pickupTime: string;
  createdAt: Date;
  answerOverdueAt: Date | null;
  noShowReportedAt: Date | null;
  rescheduleProposedBy: string | null;
  rescheduleDate: string | null;
  rescheduleTime: string | null;
  rescheduleReason: string | null;
};

const noProposal = { rescheduleProposedBy: null, rescheduleDate: null, rescheduleTime: null, rescheduleReason: null };

/**
 * Issue 28's writes on orders: each changes the order only if it is still in the state the
 * service checked (Accepted, not reported, a proposal of the other side), so two calls at once
 * cannot both succeed; undefined when it was not.
 */
export function createFollowUpRepo(db: Db) {
  return {
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    async findOrder(orderNumber: string): Promise<FollowUpOrder | undefined> {
      const [row] = await db.select(followUpColumns).from(orders).where(eq(orders.orderNumber, orderNumber));
      return row;
    },

    /** The customer's no-show report: the order cancelled, or a new date and slot proposed for the dealer to accept. */
    async reportNoShow(tx: Tx, id: number, outcome: { cancel: true } | { cancel: false; pickupDate: string; pickupTime: string }) {
      const [row] = await tx
        .update(orders)
        .set({
          noShowReportedAt: sql`now()`,
          updatedAt: new Date(),
          ...(outcome.cancel
            ? { status: 'Cancelled by Customer', pickupCode: null, ...noProposal }
            : { rescheduleProposedBy: 'customer', rescheduleDate: outcome.pickupDate, rescheduleTime: outcome.pickupTime, rescheduleReason: null }),
        })
        .where(and(eq(orders.id, id), eq(orders.status, 'Accepted'), isNull(orders.noShowReportedAt)))
        .returning(followUpColumns);
      return row;
    },

    /** A new date and slot proposed by one side of an Accepted order (a proposal of the other side waiting is replaced). */
    async propose(tx: Tx, id: number, by: RescheduleProposer, proposal: { pickupDate: string; pickupTime: string; reason: string | null }) {
      const [row] = await tx
        .update(orders)
        .set({ rescheduleProposedBy: by, rescheduleDate: proposal.pickupDate, rescheduleTime: proposal.pickupTime, rescheduleReason: proposal.reason, updatedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, 'Accepted')))
        .returning(followUpColumns);
      return row;
    },

    /**
     * The answer to the other side's proposal: accepted, the pickup moves to it (and is reminded
     * again the evening before); declined, it keeps its date. Either way the proposal is gone.
     */
    async answer(tx: Tx, id: number, proposer: RescheduleProposer, accept: boolean) {
      const [row] = await tx
        .update(orders)
        .set({
          ...(accept ? { pickupDate: sql`${orders.rescheduleDate}`, pickupTime: sql`${orders.rescheduleTime}`, reminderQueuedAt: null } : {}),
          ...noProposal,
          updatedAt: new Date(),
        })
        .where(and(eq(orders.id, id), eq(orders.status, 'Accepted'), eq(orders.rescheduleProposedBy, proposer)))
        .returning(followUpColumns);
      return row;
    },

    /**
     * New orders not flagged yet that were placed at least `minimumAge` before `now` (4 daytime
     * hours are never less than 4 hours): the task works out which of them are overdue.
     */
    async findUnflagged(now: Date, minimumAgeMinutes: number) {
      return db
        .select({ id: orders.id, orderNumber: orders.orderNumber, createdAt: orders.createdAt })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'New'),
            isNull(orders.answerOverdueAt),
            lte(orders.createdAt, sql`${now.toISOString()}::timestamptz - make_interval(mins => ${minimumAgeMinutes})`),
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id));
    },

    /** Flags an order as unanswered, only if it still is New and not flagged: of two instances, one flags it. */
    async claimUnanswered(tx: Tx, id: number) {
      const [row] = await tx
        .update(orders)
        .set({ answerOverdueAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.status, 'New'), isNull(orders.answerOverdueAt)))
        .returning(followUpColumns);
      return row;
    },

    /** A pickup moved to another day as it is (the development hook of the browser journeys); how many moved. */
    async movePickupDate(orderNumber: string, pickupDate: string) {
      const moved = await db.update(orders).set({ pickupDate }).where(eq(orders.orderNumber, orderNumber)).returning({ id: orders.id });
      return moved.length;
    },

    async findAccount(id: number, ex: Db | Tx = db) {
      const [row] = await ex.select({ email: users.email, name: users.username }).from(users).where(eq(users.id, id));
      return row ?? { email: '', name: '' };
    },
  };
}
export type FollowUpRepo = ReturnType<typeof createFollowUpRepo>;

