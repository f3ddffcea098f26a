import { commissionDueDate, commissionStatementNumber, commissionStatementPagePath, lastOverdueMonth, nextMonth } from '@kt/contract/commission/commission-rules';
import type { AdminCommissionPayment, OverdueStatement } from '@kt/contract/commission/commission';
import { AppError } from '@kt/contract/errors';
import { indiaDayStart } from '@kt/contract/india-time';
import { fromHundredths, toHundredths } from '@kt/contract/money';
import { messageValueTexts } from '@kt/contract/phone/message-texts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import { decisionMailTexts } from './decision-mail-texts.ts';
import type { Messages } from '../../platform/messages/message-queue.ts';
import { notifyUser } from '../../platform/messages/notify.ts';
import { inLanguage } from '../../platform/i18n/language-context.ts';
import { recordAdminAction } from './admin.repo.ts';
import type { AdminCommissionPaymentRow, CommissionPaymentsRepo } from './commission-payments.repo.ts';
import { commissionMessages } from '@kt/contract/commission/commission-messages';

type Decision = { verify: true } | { verify: false; reason: string };

type Deps = {
  repo: CommissionPaymentsRepo;
  jobs: Pick<Jobs, 'sendMail'>;
  messages: Pick<Messages, 'queue'>;
  publicUrl: string;
  /** The clock the overdue list reads (tests pass their own). */
  now?: () => Date;
};

/** The e-mail's words (the SMS and WhatsApp texts are the contract's message templates), in the dealer's language (issue 29). */
const mailTexts = decisionMailTexts.commission;

export function adminPaymentAnswer(row: AdminCommissionPaymentRow): AdminCommissionPayment {
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
    dealer: { id: row.dealerId, KT_ID: row.ktId, username: row.username },
  };
}

/** Issue 28: an admin verifies or rejects a dealer's commission payment, and sees what is overdue. */
export function createCommissionPaymentsService(deps: Deps) {
  const { repo, jobs, publicUrl, now = () => new Date() } = deps;

  function decisionMail(payment: AdminCommissionPaymentRow, decision: Decision, link: string): MailMessage {
    const rows: [string, string][] = [
      [mailTexts.statement, payment.statementNumber],
      [mailTexts.amount, `Rs ${payment.amount}`],
      [mailTexts.utr, payment.utr],
      [mailTexts.status, decision.verify ? mailTexts.verified : mailTexts.rejected],
      ...(decision.verify ? [] : [[mailTexts.reason, decision.reason] as [string, string]]),
    ];
    return noticeEmail({
      to: payment.email,
      subject: decision.verify ? mailTexts.verifiedSubject(payment.statementNumber) : mailTexts.rejectedSubject(payment.statementNumber),
      greeting: mailTexts.greeting(payment.username),
      intro: decision.verify ? mailTexts.verifiedIntro : mailTexts.rejectedIntro,
      rows,
      action: { label: mailTexts.action, link },
    });
  }

  /**
   * Decides a Submitted payment in one transaction (the row locked: a second decision finds it
   * decided, 409), with its audit row and the dealer's messages queued with it.
   */
  function decide(adminId: number, paymentId: number, decision: Decision) {
    return repo.transaction(async (tx) => {
      const payment = await repo.lockPayment(tx, paymentId);
      if (!payment) throw new AppError('NOT_FOUND', commissionMessages.paymentNotFound);
      if (payment.status !== 'Submitted') throw new AppError('CONFLICT', commissionMessages.paymentDecided);
      await repo.decide(tx, paymentId, adminId, decision.verify ? { status: 'Verified' } : { status: 'Rejected', reason: decision.reason });
      await recordAdminAction(tx, {
        adminId,
        action: decision.verify ? 'commission.verify' : 'commission.reject',
        targetKind: 'commission_payment',
        targetId: payment.id,
        detail: `${payment.username} (${payment.ktId}) ${payment.statementNumber} Rs ${payment.amount} UTR ${payment.utr}${decision.verify ? '' : `: ${decision.reason}`}`,
      });
      const link = `${publicUrl}${commissionStatementPagePath(payment.statementNumber)}`;
      const { wantsEmail, language } = await notifyUser(deps, tx, {
        userId: payment.dealerId,
        kind: 'commission_decision',
        values: () => ({
          statement: payment.statementNumber,
          decision: decision.verify ? messageValueTexts.commissionVerified : messageValueTexts.commissionRejected,
          link,
        }),
      });
      if (wantsEmail) await jobs.sendMail(tx, inLanguage(language, () => decisionMail(payment, decision, link)));
    });
  }

  return {
    listByStatus: repo.listByStatus,
    verify: (adminId: number, paymentId: number) => decide(adminId, paymentId, { verify: true }),
    reject: (adminId: number, paymentId: number, reason: string) => decide(adminId, paymentId, { verify: false, reason }),

    /** The statements past their due date (now) with commission still due, oldest month first. */
    async overdue(): Promise<OverdueStatement[]> {
      const cutoff = indiaDayStart(`${nextMonth(lastOverdueMonth(now()))}-01`);
      const rows = await repo.overdue(cutoff);
      return rows.map((row) => ({
        statement_number: commissionStatementNumber(row.dealerId, row.month),
        month: row.month,
        dealer: { id: row.dealerId, KT_ID: row.ktId, username: row.username },
        commission: row.commission,
        verified_paid: row.verified,
        due: fromHundredths(toHundredths(row.commission) - toHundredths(row.verified)),
        due_date: commissionDueDate(row.month),
        has_waiting_payment: row.waiting,
      }));
    },
  };
}

export type CommissionPaymentsService = ReturnType<typeof createCommissionPaymentsService>;
