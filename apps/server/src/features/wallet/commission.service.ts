import { AppError } from '@kt/contract/errors';
import { commissionDueDate, commissionStatementNumber, isCommissionOverdue, parseStatementNumber } from '@kt/contract/commission/commission-rules';
import type { CommissionPayment, CommissionStatement } from '@kt/contract/commission/commission';
import { fromHundredths, toHundredths } from '@kt/contract/money';
import { buildUpiLink } from '@kt/contract/payments/upi';
import { siteName } from '@kt/contract/site';
import type { CommissionPaymentRow, CommissionRepo, Tx } from './commission.repo.ts';
import { brokenCommissionIndex } from './commission.repo.ts';
import { commissionMessages } from '@kt/contract/commission/commission-messages';

type Deps = { repo: CommissionRepo; now?: () => Date };

export function paymentAnswer(row: CommissionPaymentRow): CommissionPayment {
  return {
    id: row.id,
    statement_number: row.statementNumber,
    month: row.month,
    amount: row.amount,
    utr: row.utr,
    status: row.status,
    submitted_at: row.submittedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
  };
}

/** What is still due: the commission less the verified payments, in paise, never below 0. */
function duePaise(commission: string, payments: readonly CommissionPaymentRow[]): { verified: bigint; due: bigint } {
  const verified = payments.filter((payment) => payment.status === 'Verified').reduce((sum, payment) => sum + toHundredths(payment.amount), 0n);
  const due = toHundredths(commission) - verified;
  return { verified, due: due > 0n ? due : 0n };
}

/**
 * Issue 28: the dealer's monthly commission statement and the UTRs they submit for it. A statement
 * is named by its number (KTS + dealer id + YYYYMM), so one dealer's number in another's hands
 * is refused here, before anything is read.
 */
export function createCommissionService({ repo, now = () => new Date() }: Deps) {
  /** The month a statement number names, when it is the caller's own; 403 otherwise. */
  function ownMonth(dealerId: number, statementNumber: string): string {
    const statement = parseStatementNumber(statementNumber);
    if (!statement) throw new AppError('VALIDATION', commissionMessages.statementInvalid);
    if (statement.dealerId !== dealerId) throw new AppError('FORBIDDEN', commissionMessages.statementNotYours);
    return statement.month;
  }

  return {
    async statement(dealerId: number, statementNumber: string): Promise<CommissionStatement> {
      const month = ownMonth(dealerId, statementNumber);
      const number = commissionStatementNumber(dealerId, month);
      const [{ orders, commission }, payments, upi] = await Promise.all([
        repo.monthCommission(repo.db, dealerId, month),
        repo.payments(repo.db, dealerId, month),
        repo.platformUpi(),
      ]);
      const { verified, due } = duePaise(commission, payments);
      const hasWaitingPayment = payments.some((payment) => payment.status === 'Submitted');
      const canSubmit = due > 0n && !hasWaitingPayment;
      const payeeName = upi.payeeName || siteName;
      return {
        statement_number: number,
        month,
        orders,
        commission,
        verified_paid: fromHundredths(verified),
        due: fromHundredths(due),
        due_date: commissionDueDate(month),
        is_overdue: due > 0n && isCommissionOverdue(month, now()),
        has_waiting_payment: hasWaitingPayment,
        can_submit: canSubmit,
        upi:
          canSubmit && upi.vpa !== ''
            ? {
                link: buildUpiLink({ payeeVpa: upi.vpa, payeeName, amountPaise: due, reference: number }),
                payee_vpa: upi.vpa,
                payee_name: payeeName,
                amount: fromHundredths(due),
              }
            : null,
        payments: payments.map(paymentAnswer),
      };
    },

    /**
     * Records the UTR of a payment of what is due now, in one transaction that holds the
     * statement's lock: nothing due, a payment already waiting, or a UTR used before is a 409
     * and nothing is stored.
     */
    async submit(dealerId: number, statementNumber: string, utr: string): Promise<CommissionPayment> {
      const month = ownMonth(dealerId, statementNumber);
      try {
        const row = await repo.transaction(async (tx: Tx) => {
          await repo.lockStatement(tx, dealerId, month);
          const { commission } = await repo.monthCommission(tx, dealerId, month);
          const payments = await repo.payments(tx, dealerId, month);
          const { due } = duePaise(commission, payments);
          if (due <= 0n) throw new AppError('CONFLICT', commissionMessages.nothingDue);
          if (payments.some((payment) => payment.status === 'Submitted')) throw new AppError('CONFLICT', commissionMessages.paymentWaiting);
          return repo.insertPayment(tx, {
            dealerId,
            month,
            statementNumber: commissionStatementNumber(dealerId, month),
            amount: fromHundredths(due),
            utr,
          });
        });
        return paymentAnswer(row);
      } catch (error) {
        const broken = brokenCommissionIndex(error);
        if (broken === 'utr') throw new AppError('CONFLICT', commissionMessages.utrUsed, { utr: [commissionMessages.utrUsed] });
        if (broken === 'one waiting') throw new AppError('CONFLICT', commissionMessages.paymentWaiting);
        throw error;
      }
    },
  };
}

export type CommissionService = ReturnType<typeof createCommissionService>;
