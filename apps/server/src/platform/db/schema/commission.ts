import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { ownerAccountId, serialId } from './columns.ts';

/**
 * Issue 28 (migration 0023): a UTR a dealer submitted for a month's commission statement, paid by
 * UPI to the platform's UPI ID. Submitted until an admin marks it Verified or Rejected (with a
 * reason); one waits per statement at a time, and a UTR counts for one payment unless rejected.
 */
export const commissionPayments = pgTable(
  'commission_payments',
  {
    id: serialId(),
    dealerId: ownerAccountId('dealer_id'),
    /** India month of the statement, YYYY-MM. */
    month: text('month').notNull(),
    /** KTS + dealer id + YYYYMM (contract commission-rules), as the UPI link's tr. */
    statementNumber: text('statement_number').notNull(),
    /** What was due when the UTR was submitted (rupees, two places). */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    utr: text('utr').notNull(),
    status: text('status').notNull().default('Submitted'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commission_payments_one_waiting').on(t.dealerId, t.month).where(sql`${t.status} = 'Submitted'`),
    uniqueIndex('commission_payments_utr_unique').on(t.utr).where(sql`${t.status} <> 'Rejected'`),
    index('commission_payments_statement_idx').on(t.dealerId, t.month),
    index('commission_payments_status_oldest_idx').on(t.status, t.submittedAt, t.id),
    check('commission_payments_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('commission_payments_utr_check', sql`${t.utr} ~ '^[0-9]{12}$'`),
    check('commission_payments_amount_check', sql`${t.amount} > 0`),
    check('commission_payments_status_check', sql`${t.status} in ('Submitted', 'Verified', 'Rejected')`),
  ],
);
