import { z } from 'zod';
import { ZPageQuery } from '../paging.ts';
import { upiUtrPattern } from '../payments/upi.ts';
import { statementNumberPattern } from './commission-rules.ts';

export {
  commissionDueDate,
  commissionDueDay,
  commissionStatementNumber,
  isCommissionOverdue,
  parseStatementNumber,
} from './commission-rules.ts';
import { commissionMessages } from './commission-messages.ts';

/*
 * Issue 28: the dealer pays the platform's monthly commission by UPI, with the statement's number
 * as the payment's reference (tr and tn), and submits the UTR; an admin marks it verified or
 * rejects it with a reason. A month may take more than one payment (orders completed after a
 * payment, a dispute's adjustment): what is due is the commission less the verified payments.
 */

/** A submitted payment waits for an admin (Submitted), then is Verified or Rejected. */
export const commissionPaymentStatuses = ['Submitted', 'Verified', 'Rejected'] as const;
export type CommissionPaymentStatus = (typeof commissionPaymentStatuses)[number];

/** A statement in a path: KTS + the dealer's id (8 digits or more) + YYYYMM. */
export const ZStatementNumber = z.string().regex(statementNumberPattern, commissionMessages.statementInvalid);

/** One UTR the dealer submitted for a statement. Amounts in rupees with two places. */
export const ZCommissionPayment = z.object({
  id: z.number().int(),
  statement_number: z.string(),
  /** India month of the statement, YYYY-MM. */
  month: z.string(),
  /** What was due when the UTR was submitted (the amount the UPI link asked for). */
  amount: z.string(),
  utr: z.string(),
  status: z.enum(commissionPaymentStatuses),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  /** Why an admin rejected it; null otherwise. */
  reason: z.string().nullable(),
});
export type CommissionPayment = z.infer<typeof ZCommissionPayment>;

/** The UPI payment a statement asks for: the link (and its QR) to the platform's UPI ID. */
export const ZCommissionUpi = z.object({
  /** upi://pay?pa=…&pn=…&am=…&cu=INR&tr=<statement number>&tn=<statement number> */
  link: z.string(),
  payee_vpa: z.string(),
  payee_name: z.string(),
  /** Rupees, two places: the link's `am`. */
  amount: z.string(),
});

/**
 * GET /api/wallet/dealer/commission/{statement}/ (the dealer whose statement it is): one India
 * month's commission, what is verified paid and still due, the due date (the 10th of the next
 * month), the UPI link while something is due and no payment waits (null too while the platform
 * has no UPI ID in its site settings), and the payments submitted, newest first.
 */
export const ZCommissionStatement = z.object({
  statement_number: z.string(),
  month: z.string(),
  orders: z.number().int(),
  /** Rupees, two places: the commission on the month's completed orders. */
  commission: z.string(),
  /** Rupees, two places: the payments an admin verified. */
  verified_paid: z.string(),
  /** Rupees, two places: commission less verified payments, never below 0. */
  due: z.string(),
  /** India date YYYY-MM-DD. */
  due_date: z.string(),
  is_overdue: z.boolean(),
  /** A payment waits to be checked: no other can be submitted meanwhile. */
  has_waiting_payment: z.boolean(),
  /** Whether a UTR can be submitted now (something due, nothing waiting). */
  can_submit: z.boolean(),
  upi: ZCommissionUpi.nullable(),
  payments: z.array(ZCommissionPayment),
});
export type CommissionStatement = z.infer<typeof ZCommissionStatement>;

/**
 * POST /api/wallet/dealer/commission/{statement}/payments/ { utr } (the dealer whose statement it
 * is): the 12-digit UTR their UPI app showed, exactly (no spaces). 201 with the payment; 400 for
 * a UTR that is not 12 digits, 403 for another dealer's statement, 409 when nothing is due, a
 * payment already waits, or the UTR was submitted before.
 */
export const ZCommissionUtr = z.object({
  utr: z
    .string({ error: commissionMessages.utrRequired })
    .min(1, commissionMessages.utrRequired)
    // One message a refusal: an empty field is 'required' only.
    .refine((value) => value === '' || upiUtrPattern.test(value), commissionMessages.utrInvalid),
});
export type CommissionUtr = z.infer<typeof ZCommissionUtr>;

export const ZCommissionPaymentSubmitted = z.object({ msg: z.string(), payment: ZCommissionPayment });

/** The dealer a console row is about. */
const ZDealerRef = z.object({ id: z.number().int(), KT_ID: z.string(), username: z.string() });

/**
 * GET /v3/admin/commission-payments/?status= (an admin): the payments in that state (default
 * Submitted), oldest submitted first, paged (`page_size`, `cursor`, `Link rel="next"`).
 */
export const ZAdminCommissionPaymentQuery = ZPageQuery.extend({
  status: z.enum(commissionPaymentStatuses, { error: commissionMessages.paymentStatusInvalid }).default('Submitted'),
});
export const ZAdminCommissionPayment = ZCommissionPayment.extend({ dealer: ZDealerRef });
export type AdminCommissionPayment = z.infer<typeof ZAdminCommissionPayment>;
export const ZAdminCommissionPaymentList = z.array(ZAdminCommissionPayment);

/**
 * GET /v3/admin/commission-statements/overdue/ (an admin): every statement past its due date with
 * something still due, the oldest month first. Shown, never acted on: nothing is switched off.
 */
export const ZOverdueStatement = z.object({
  statement_number: z.string(),
  month: z.string(),
  dealer: ZDealerRef,
  commission: z.string(),
  verified_paid: z.string(),
  due: z.string(),
  due_date: z.string(),
  has_waiting_payment: z.boolean(),
});
export type OverdueStatement = z.infer<typeof ZOverdueStatement>;
export const ZOverdueStatementList = z.array(ZOverdueStatement);
