import type { CommissionPaymentStatus } from '@kt/contract/commission/commission';
import { defineTexts } from '@kt/contract/i18n/catalogue';

/** The words of the console's commission page (issue 28). */
export const adminCommissionTexts = defineTexts('web/features/admin-commission/texts', 'adminCommissionTexts', {
  title: 'Commission Payments',
  lead: 'Dealers pay the monthly commission by UPI to the platform and give the UTR. Check each UTR against the bank statement, then verify it or reject it with a reason the dealer reads.',
  tabsLabel: 'Payments by state',
  tabs: { Submitted: 'To check', Verified: 'Verified', Rejected: 'Rejected' } satisfies Record<CommissionPaymentStatus, string>,
  empty: {
    Submitted: 'No payment waits to be checked.',
    Verified: 'No payment verified yet.',
    Rejected: 'No payment rejected.',
  } satisfies Record<CommissionPaymentStatus, string>,
  loading: 'Loading the payments',
  statement: 'Statement',
  dealer: 'Dealer',
  amount: 'Amount',
  utr: 'UTR',
  submitted: 'Submitted',
  decided: 'Checked',
  reason: 'Reason',
  verify: 'Mark verified',
  verifying: 'Verifying…',
  reject: 'Reject',
  // Each begins with the button's visible words (WCAG 2.5.3, label in name).
  verifyName: (utr: string) => `Mark verified: UTR ${utr}`,
  rejectName: (utr: string) => `Reject: UTR ${utr}`,
  rejectTitle: (statement: string) => `Reject the payment of ${statement}`,
  rejectConfirm: 'Reject payment',
  rejecting: 'Rejecting…',
  reasonLabel: 'Reason (the dealer reads it)',
  cancel: 'Cancel',
  showMore: 'Show more',
  loadingMore: 'Loading more…',
  overdueHeading: 'Unpaid statements past their due date',
  overdueLead: 'Shown for follow-up only: nothing is switched off automatically.',
  overdueEmpty: 'No statement is overdue.',
  overdueLabel: 'Overdue statements',
  due: 'Due',
  dueDate: 'Was due',
  waitingPayment: 'A payment waits to be checked',
  loadingOverdue: 'Loading the overdue statements',
} as const);
