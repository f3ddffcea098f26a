import { z } from 'zod';
import { messages } from '../messages.ts';
import { paymentMethods } from '../orders/completion.ts';

/*
 * Issue 16: the wallets, from Completed orders. The spec's wallet was a fixed ₹0 and an empty
 * history; here the customer's balance is what they were paid across completed orders and the
 * dealer's wallet shows what they paid out and the platform's commission owed, per month.
 */

/**
 * One entry of a wallet history (spec 3 'Wallet history entry', its field names kept), filled from
 * a completed order, plus ours. For the customer `transferTo`/`mobileNo` name the dealer who paid;
 * for the dealer they name the customer paid. `transactionId` is the UPI reference, or the order
 * number for cash. `paymentTypeImg` is '' (no picture: the method is written out).
 */
export const ZWalletHistoryEntry = z.object({
  paymentTypeImg: z.string(),
  transactionId: z.string(),
  transferTo: z.string(),
  mobileNo: z.string(),
  /** Rupees, two places. */
  amount: z.string(),
  /** ISO instant of the completion. */
  date: z.string(),
  order_number: z.string(),
  payment_method: z.enum(paymentMethods),
  payment_reference: z.string().nullable(),
  /** Rupees, two places; null in the customer's history. */
  commission_amount: z.string().nullable(),
});
export type WalletHistoryEntry = z.infer<typeof ZWalletHistoryEntry>;

/** GET /api/wallet/customer/history/ (and …/dealer/history/): one page, newest first, Link rel="next". */
export const ZWalletHistoryResponse = z.array(ZWalletHistoryEntry);

/** GET /api/wallet/customer/: the sum received across the customer's completed orders. */
export const ZCustomerWallet = z.object({
  /** Rupees, two places. */
  balance: z.string(),
  completed_orders: z.number().int(),
});
export type CustomerWallet = z.infer<typeof ZCustomerWallet>;

/** A month of the dealer's completed orders (India time), e.g. '2026-11'. */
export const ZStatementMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, messages.wallet.monthInvalid);

export const ZDealerWalletMonth = z.object({
  month: z.string(),
  orders: z.number().int(),
  /** Rupees, two places: paid to sellers that month. */
  paid: z.string(),
  /** Rupees, two places: the platform's commission on that month's orders. */
  commission: z.string(),
});
export type DealerWalletMonth = z.infer<typeof ZDealerWalletMonth>;

/** GET /api/wallet/dealer/ (the dealer only): totals and the months, newest first. */
export const ZDealerWallet = z.object({
  paid_total: z.string(),
  commission_total: z.string(),
  completed_orders: z.number().int(),
  months: z.array(ZDealerWalletMonth),
});
export type DealerWallet = z.infer<typeof ZDealerWallet>;

/** The file name of a monthly statement download (GET /api/wallet/dealer/statement/{yyyy-mm}/, CSV). */
export const statementFileName = (month: string): string => `statement-${month}.csv`;
