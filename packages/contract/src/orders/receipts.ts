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
    /**
     * The seller's account type: Personal or Organization, or (issue 28) Kabadi or Collector for a
     * dealer who sold on to a recycler; then `name` is the dealer's business name.
     */
    account_type: z.string(),
    pincode: z.string(),
  }),
  dealer: ZReceiptParty.extend({ mobile_number: z.string() }),
  items: z.array(ZReceiptItem),
  /** Rupees, two places: what the dealer paid, the sum of the items' amounts (and any adjustment below). */
  total_amount: z.string(),
  /** Issue 28: rupees, two places: what an upheld dispute added to the total; null without one. */
  adjustment_amount: z.string().nullable(),
  payment_method: z.enum(paymentMethods),
  /** For UPI (issue 28): the 12-digit UTR the dealer entered. */
  payment_reference: z.string().nullable(),
  /** Issue 28: whether a photo of the scale's reading is kept (GET /api/order_scale_photo/{order_number}/). */
  scale_photo: z.boolean(),
  /**
   * Rupees, two places: the platform's commission, owed by the dealer. Only on the dealer's
   * side's receipt; null on the customer's (it is not the seller's business).
   */
  commission_amount: z.string().nullable(),
});
export type Receipt = z.infer<typeof ZReceipt>;

/** The file name of a receipt PDF download. */
export const receiptFileName = (orderNumber: string): string => `receipt-${orderNumber}.pdf`;
