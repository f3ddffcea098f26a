import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { indiaTimeZone } from '@kt/contract/india-time';
import { twoPlaces } from '@kt/contract/money';
import type { CommissionPaymentStatus } from '@kt/contract/commission/commission';
import type { Db } from '../../platform/db/client.ts';
import { commissionPayments, orders, siteSettings } from '../../platform/db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The advisory-lock class of a statement's submissions (issue 28: 28_023, after its migration). */
const statementLockClass = 28_023;

const inIndia = sql.raw(`'${indiaTimeZone}'`);

/** A commission payment as the repo reads it. */
export type CommissionPaymentRow = {
  id: number;
  dealerId: number;
  month: string;
  statementNumber: string;
  amount: string;
  utr: string;
  status: CommissionPaymentStatus;
  reason: string | null;
  decidedAt: Date | null;
  submittedAt: Date;
};

export const commissionPaymentColumns = {
  id: commissionPayments.id,
  dealerId: commissionPayments.dealerId,
  month: commissionPayments.month,
  statementNumber: commissionPayments.statementNumber,
  amount: commissionPayments.amount,
  utr: commissionPayments.utr,
  status: commissionPayments.status,
  reason: commissionPayments.reason,
  decidedAt: commissionPayments.decidedAt,
  submittedAt: commissionPayments.submittedAt,
};

const asPaymentRow = (row: Omit<CommissionPaymentRow, 'status' | 'amount'> & { status: string; amount: string }): CommissionPaymentRow => ({
  ...row,
  amount: twoPlaces(row.amount),
  status: row.status as CommissionPaymentStatus,
});

/** The partial unique indexes of migration 0023 a second submission can meet. */
const oneWaitingIndex = 'commission_payments_one_waiting';
const utrIndex = 'commission_payments_utr_unique';

/** Which of 0023's unique indexes an error (or the error it wraps) broke, if any. */
export function brokenCommissionIndex(error: unknown): 'one waiting' | 'utr' | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, constraint, message, cause } = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (code === '23505') {
      const text = `${typeof constraint === 'string' ? constraint : ''} ${typeof message === 'string' ? message : ''}`;
      if (text.includes(oneWaitingIndex)) return 'one waiting';
      if (text.includes(utrIndex)) return 'utr';
    }
    current = cause;
  }
  return null;
}

/** The dealer's commission of one India month (YYYY-MM), paid by UPI with a UTR (issue 28). */
export function createCommissionRepo(db: Db) {
  return {
    db,

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The month's completed orders of the dealer and their commission (rupees, two places). */
    async monthCommission(executor: Db | Tx, dealerId: number, month: string): Promise<{ orders: number; commission: string }> {
      const start = sql`(${`${month}-01`}::timestamp at time zone ${inIndia})`;
      const end = sql`((${`${month}-01`}::timestamp + interval '1 month') at time zone ${inIndia})`;
      const [row] = await executor
        .select({ orders: count(), commission: sql<string>`coalesce(sum(${orders.commissionAmount}), 0)::text` })
        .from(orders)
        .where(
          and(
            eq(orders.dealerId, dealerId),
            eq(orders.status, 'Completed'),
            isNotNull(orders.completedAt),
            sql`${orders.completedAt} >= ${start}`,
            sql`${orders.completedAt} < ${end}`,
          ),
        );
      return { orders: row?.orders ?? 0, commission: twoPlaces(row?.commission ?? '0') };
    },

    /** The UTRs submitted for the statement, newest first. */
    async payments(executor: Db | Tx, dealerId: number, month: string): Promise<CommissionPaymentRow[]> {
      const rows = await executor
        .select(commissionPaymentColumns)
        .from(commissionPayments)
        .where(and(eq(commissionPayments.dealerId, dealerId), eq(commissionPayments.month, month)))
        .orderBy(desc(commissionPayments.submittedAt), desc(commissionPayments.id));
      return rows.map(asPaymentRow);
    },

    /**
     * Serialises the submissions of one statement: a transaction-scoped advisory lock on the
     * dealer and month, so two submissions at once compute what is due one after the other.
     */
    async lockStatement(tx: Tx, dealerId: number, month: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${statementLockClass}, hashtext(${`${dealerId}:${month}`}))`);
    },

    async insertPayment(tx: Tx, payment: { dealerId: number; month: string; statementNumber: string; amount: string; utr: string }): Promise<CommissionPaymentRow> {
      const [row] = await tx.insert(commissionPayments).values(payment).returning(commissionPaymentColumns);
      if (!row) throw new Error('commission payment not written');
      return asPaymentRow(row);
    },

    /** The platform's UPI ID and payee name from the site settings ('' while not set). */
    async platformUpi(): Promise<{ vpa: string; payeeName: string }> {
      const [row] = await db.select({ vpa: siteSettings.upiVpa, payeeName: siteSettings.upiPayeeName }).from(siteSettings).where(eq(siteSettings.id, 1));
      return { vpa: row?.vpa ?? '', payeeName: row?.payeeName ?? '' };
    },
  };
}

export type CommissionRepo = ReturnType<typeof createCommissionRepo>;
