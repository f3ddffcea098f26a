import { z } from 'zod';
import { ZId } from '../ids.ts';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { orderStatuses } from './order-statuses.ts';
import { upiUtrPattern } from '../payments/upi.ts';
import { weightsMessages } from './weights-messages.ts';

/*
 * Issue 16: the pickup at the door. When an order is Accepted the customer holds a 4-digit code
 * (on their pickup card and e-mailed); the dealer or one of the dealer's employees enters it with
 * the weighed kg of each item and how the seller was paid.
 */


/** A weight in kg with at most two places, 0 (the item was not there) to the limit; a number or its text. */
export const ZWeighedKg = z
  .union([z.number(), z.string().trim()])
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .pipe(
    z
      .string()
      .min(1, messages.pickup.weightRequired)
      .regex(/^\d{1,5}(\.\d{1,2})?$/, 'Enter the weight in kg, e.g. 2.35')
      .refine((value) => Number(value) <= limits.weighedKgMax, `A weight is at most ${limits.weighedKgMax} kg`),
  );

export const ZWeighedItem = z.object({
  subcategory_id: ZId,
  weight_kg: ZWeighedKg,
});
export type WeighedItem = z.infer<typeof ZWeighedItem>;

/** `items` is a JSON array in a JSON body, and its JSON text in a form (multipart or urlencoded). */
export const ZWeighedItems = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.array(ZWeighedItem).min(1).max(limits.completionItemsMax),
);

export const paymentMethods = ['cash', 'upi'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * POST /api/order_complete/{order_number}/ (the order's dealer or one of their employees): the
 * customer's code and the version of the weights it agrees to (issue 28: the items are those the
 * dealer proposed with POST /api/order_weights/, which the customer saw before the code), and the
 * payment. UPI needs the 12-digit UTR the paying app shows. `completion_key` (the client's own id
 * of this completion) lets a retry after a lost answer get the same answer instead of a 409.
 */
export const ZOrderCompletionRequest = z
  .object({
    code: z.string().trim().regex(new RegExp(`^\\d{${limits.pickupCodeDigits}}$`), 'Enter the 4-digit code'),
    weights_version: z.coerce.number().int().min(1).max(1_000_000),
    payment_method: z.enum(paymentMethods),
    payment_reference: z.string().trim().max(64).optional(),
    completion_key: z.string().trim().min(8).max(64).optional(),
  })
  .refine((value) => value.payment_method !== 'upi' || upiUtrPattern.test(value.payment_reference ?? ''), {
    path: ['payment_reference'],
    message: weightsMessages.utrInvalid,
  });
export type OrderCompletionRequest = z.infer<typeof ZOrderCompletionRequest>;

/** An item weighed at the door, as the completion answers it; the receipt shows the same but its id (receipts.ts). */
export const ZCompletedItem = z.object({
  subcategory_id: z.number().int(),
  subcategory_name: z.string(),
  category_name: z.string(),
  unit: z.string(),
  /** Rupees per unit, two places: the order's agreed rate (or the dealer's rate then, for an item added at the door). */
  unit_price: z.string(),
  weight_kg: z.string(),
  /** weight × rate, rounded half up to the paisa. */
  amount: z.string(),
  added_at_door: z.boolean(),
});
export type CompletedItem = z.infer<typeof ZCompletedItem>;

/** Issue 28: the weights as proposed and priced, what the customer agrees to by giving the code (see weights.ts). */
export const ZWeightsProposal = z.object({
  order_number: z.string(),
  /** Names this proposal in the completion; a new proposal has the next number. */
  weights_version: z.number().int(),
  items: z.array(ZCompletedItem),
  /** Rupees, two places: the sum of the items' amounts, each weight × rate rounded half up to the paisa. */
  total_amount: z.string(),
  proposed_at: z.string(),
  /** Whether a photo of the scale is kept (GET /api/order_scale_photo/{order_number}/). */
  scale_photo: z.boolean(),
});
export type WeightsProposal = z.infer<typeof ZWeightsProposal>;

/**
 * GET /api/order_pickup_code/{order_number}/ (the order's customer): the code while the order is
 * Accepted. POST to the same path (bodyless) issues a new code: the old one stops working and
 * the tries start again.
 */
export const ZPickupCode = z.object({
  order_number: z.string(),
  /** Issue 28: '' until the dealer has proposed the weights; then the code that agrees to them. */
  code: z.string(),
  tries_left: z.number().int(),
  /** The dealer tried the wrong code too often: the customer must issue a new one. */
  locked: z.boolean(),
  /** Issue 28: the weights the dealer proposed (items, rates, total), or null before they weighed. */
  proposal: ZWeightsProposal.nullable(),
});
export type PickupCode = z.infer<typeof ZPickupCode>;

export const ZOrderCompletion = z.object({
  msg: z.string(),
  order_number: z.string(),
  status: z.enum(orderStatuses),
  items: z.array(ZCompletedItem),
  /** Rupees, two places: the sum of the items' amounts, each weight × rate rounded half up to the paisa. */
  total_amount: z.string(),
  /** Rupees, two places: the platform's commission on the total. */
  commission_amount: z.string(),
  payment_method: z.enum(paymentMethods),
  payment_reference: z.string().nullable(),
  completed_at: z.string(),
});
export type OrderCompletion = z.infer<typeof ZOrderCompletion>;
