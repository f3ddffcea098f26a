import { and, asc, eq, sql } from 'drizzle-orm';
import { indiaTimeZone } from '@kt/contract/india-time';
import { twoPlaces } from '@kt/contract/money';
import type { CommissionPaymentStatus } from '@kt/contract/commission/commission';
import type { Db } from '../../platform/db/client.ts';
import { commissionPayments, users } from '../../platform/db/schema/index.ts';
import { afterTimeIdKey, timeIdKeyAt, type TimeIdKey } from '../../platform/http/paging.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const columns = {
  id: commissionPayments.id,
  pageKeyAt: timeIdKeyAt(commissionPayments.submittedAt),
  dealerId: commissionPayments.dealerId,
  month: commissionPayments.month,
  statementNumber: commissionPayments.statementNumber,
  amount: commissionPayments.amount,
  utr: commissionPayments.utr,
  status: commissionPayments.status,
  reason: commissionPayments.reason,
  decidedAt: commissionPayments.decidedAt,
  submittedAt: commissionPayments.submittedAt,
  ktId: users.ktId,
  username: users.username,
  email: users.email,
};

export type AdminCommissionPaymentRow = {
  id: number;
  pageKeyAt: string;
  dealerId: number;
  month: string;
  statementNumber: string;
  amount: string;
  utr: string;
  status: CommissionPaymentStatus;
  reason: string | null;
  decidedAt: Date | null;
  submittedAt: Date;
  ktId: string;
  username: string;
  email: string;
};

const asRow = (row: Omit<AdminCommissionPaymentRow, 'status'> & { status: string }): AdminCommissionPaymentRow => ({
  ...row,
  amount: twoPlaces(row.amount),
  status: row.status as CommissionPaymentStatus,
});

export type OverdueStatementRow = {
  dealerId: number;
  ktId: string;
  username: string;
  month: string;
  commission: string;
  verified: string;
  waiting: boolean;
};

/** The overdue list is read whole (no paging): bounded so a long-neglected backlog cannot flood the page. */
export const overdueListMax = 500;

/** Issue 28: the dealers' commission payments an admin checks, and the statements past their due date. */
export function createCommissionPaymentsRepo(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** One page of the payments in a state, oldest submitted first (the longest waiting on top). */
    async listByStatus(status: CommissionPaymentStatus, page: { limit: number; after: TimeIdKey | undefined }): Promise<AdminCommissionPaymentRow[]> {
      const rows = await db
        .select(columns)
        .from(commissionPayments)
        .innerJoin(users, eq(users.id, commissionPayments.dealerId))
        .where(and(eq(commissionPayments.status, status), afterTimeIdKey(commissionPayments.submittedAt, commissionPayments.id, page.after, 'oldest')))
        .orderBy(asc(commissionPayments.submittedAt), asc(commissionPayments.id))
        .limit(page.limit);
      return rows.map(asRow);
    },

    /** The payment with its dealer, its row locked for the decision. */
    async lockPayment(tx: Tx, paymentId: number): Promise<AdminCommissionPaymentRow | undefined> {
      const [row] = await tx
        .select(columns)
        .from(commissionPayments)
        .innerJoin(users, eq(users.id, commissionPayments.dealerId))
        .where(eq(commissionPayments.id, paymentId))
        .for('update', { of: commissionPayments });
      return row ? asRow(row) : undefined;
    },

    async decide(tx: Tx, paymentId: number, adminId: number, decision: { status: 'Verified' } | { status: 'Rejected'; reason: string }) {
      await tx
        .update(commissionPayments)
        .set({ status: decision.status, reason: decision.status === 'Rejected' ? decision.reason : null, decidedBy: adminId, decidedAt: sql`now()` })
        .where(eq(commissionPayments.id, paymentId));
    },

    /**
     * Every dealer's India month completed before `cutoff` (the first instant of the month after
     * the last overdue one) whose commission is more than its verified payments, the oldest first.
     */
    async overdue(cutoff: Date): Promise<OverdueStatementRow[]> {
      const result = (await db.execute(sql`
        with months as (
          select o.dealer_id, to_char(o.completed_at at time zone ${sql.raw(`'${indiaTimeZone}'`)}, 'YYYY-MM') as month,
                 sum(o.commission_amount) as commission
            from orders o
           where o.status = 'Completed' and o.completed_at is not null and o.completed_at < ${cutoff.toISOString()}::timestamptz
           group by 1, 2
        ), paid as (
          select p.dealer_id, p.month,
                 coalesce(sum(p.amount) filter (where p.status = 'Verified'), 0) as verified,
                 bool_or(p.status = 'Submitted') as waiting
            from commission_payments p
           group by 1, 2
        )
        select m.dealer_id as "dealerId", u.kt_id as "ktId", u.username as "username", m.month as "month",
               m.commission::text as "commission", coalesce(paid.verified, 0)::text as "verified",
               coalesce(paid.waiting, false) as "waiting"
          from months m
          join users u on u.id = m.dealer_id
          left join paid on paid.dealer_id = m.dealer_id and paid.month = m.month
         where m.commission - coalesce(paid.verified, 0) > 0
         order by m.month asc, m.dealer_id asc
         limit ${overdueListMax}`)) as unknown as { rows: OverdueStatementRow[] };
      return result.rows.map((row) => ({ ...row, commission: twoPlaces(row.commission), verified: twoPlaces(row.verified) }));
    },
  };
}

export type CommissionPaymentsRepo = ReturnType<typeof createCommissionPaymentsRepo>;
