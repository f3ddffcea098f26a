import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, ownerAccountId, serialId } from './columns.ts';
import { orders } from './orders.ts';

/**
 * Issue 28: a customer's report on a Completed order within the dispute window, one per order.
 * The dealer answers; an admin closes it Upheld (with an adjustment the dealer owes the seller,
 * added to the order's paid amount in the same transaction) or Rejected, with a reason.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: ownerAccountId('customer_id'),
    dealerId: ownerAccountId('dealer_id'),
    reason: text('reason').notNull(),
    note: text('note').notNull(),
    /** A private photo (disputes/{customer}-{dealer}-…), readable by the two parties and the admin. */
    photoKey: text('photo_key'),
    status: text('status').notNull().default('Open'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    outcomeReason: text('outcome_reason'),
    /** Upheld: what was added to the order's paid amount (rupees, two places); null otherwise. */
    adjustmentAmount: numeric('adjustment_amount', { precision: 14, scale: 2 }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('disputes_order_unique').on(t.orderId),
    index('disputes_open_oldest_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'Open'`),
    index('disputes_dealer_newest_idx').on(t.dealerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('disputes_dealer_upheld_idx').on(t.dealerId).where(sql`${t.status} = 'Upheld'`),
    check('disputes_reason_check', sql`${t.reason} in ('wrong_weight', 'wrong_price', 'incomplete_pickup', 'bad_conduct')`),
    check('disputes_status_check', sql`${t.status} in ('Open', 'Upheld', 'Rejected')`),
    check('disputes_adjustment_check', sql`${t.adjustmentAmount} is null or ${t.adjustmentAmount} >= 0`),
  ],
);
