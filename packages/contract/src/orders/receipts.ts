import { z } from 'zod';
import { paymentMethods, ZCompletedItem } from './completion.ts';

/*
 * Issue 16: the receipt of a Completed order, for its customer, its dealer and the dealer's
 * employees. GET /api/order_receipt/{order_number}/ answers it as JSON, …/pdf/ as a PDF file.
 */

/** An item of the receipt: the completion's weighed item (completion.ts) without the subcategory's id. */
export const ZReceiptItem = ZCompletedItem.omit({ subcategory_id: true });
export type ReceiptItem = z.infer<typeof ZReceiptItem>;

export const ZReceiptParty = z.object({
  name: z.string(),
  kt_id: z.string(),
});

export const ZReceipt = z.object({
  order_number: z.string(),
  /** ISO instant of the completion. */
  completed_at: z.string(),
  pickup_date: z.string(),
  pickup_time: z.string(),
  customer: ZReceiptParty.extend({
    /** The pickup address of the order, one line. */
    address: z.string(),
    pincode: z.string(),
  }),
  dealer: ZReceiptParty.extend({ mobile_number: z.string() }),
  items: z.array(ZReceiptItem),
  /** Rupees, two places: what the dealer paid, the sum of the items' amounts. */
  total_amount: z.string(),
  payment_method: z.enum(paymentMethods),
  payment_reference: z.string().nullable(),
  /**
   * Rupees, two places: the platform's commission, owed by the dealer. Only on the dealer's
   * side's receipt; null on the customer's (it is not the seller's business).
   */
  commission_amount: z.string().nullable(),
});
export type Receipt = z.infer<typeof ZReceipt>;

/** The file name of a receipt PDF download. */
export const receiptFileName = (orderNumber: string): string => `receipt-${orderNumber}.pdf`;
