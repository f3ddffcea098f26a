import { z } from 'zod';
import { paymentMethods } from './completion.ts';
import { orderStatuses } from './order-statuses.ts';
import { ZOrderFollowUp } from './follow-up.ts';

/**
 * GET /api/customer/confirm_orders/{customer id}/ and GET /api/dealer/confirm_orders/{dealer
 * id}/: the caller's orders, newest first (spec 3 'Order (list)', plus the pickup and items a
 * person needs to act on it). A dealer also sees the customer's name, phone and address.
 */
export const ZOrderItem = z.object({
  /** Ours (issue 16): the completion names each item by it. */
  subcategory_id: z.number().int(),
  subcategory_name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  unit_price: z.string(),
  total_price: z.string(),
});
export const ZOrder = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  total_cart_items: z.number().int(),
  total_amount: z.string(),
  status: z.enum(orderStatuses),
  pincode: z.string(),
  pickup_date: z.string(),
  pickup_time: z.string(),
  items: z.array(ZOrderItem),
  /** Issue 16: on a Completed order only, what was weighed at the door and paid. */
  completion: z
    .object({
      completed_at: z.string(),
      total_amount: z.string(),
      payment_method: z.enum(paymentMethods),
      items: z.array(
        z.object({
          subcategory_name: z.string(),
          unit: z.string(),
          unit_price: z.string(),
          weight_kg: z.string(),
          amount: z.string(),
          added_at_door: z.boolean(),
        }),
      ),
    })
    .optional(),
  dealer: z.object({ id: z.number().int(), KT_ID: z.string(), name: z.string(), mobile: z.string() }),
  customer: z.object({
    id: z.number().int(),
    KT_ID: z.string(),
    name: z.string(),
    phone_number: z.string(),
    email: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
  }),
  /** Issue 28: present when the pickup went unanswered too long, was reported missed, or waits for an answer to a new date. */
  follow_up: ZOrderFollowUp.optional(),
});
export type Order = z.infer<typeof ZOrder>;
export const ZOrderListResponse = z.array(ZOrder);

/** PATCH /api/order_confirm/{order_number}/: the status to set (spec 4 says who may set which). */
export const ZOrderStatusRequest = z.object({ status: z.enum(orderStatuses) });
export const ZOrderStatusResponse = z.object({ msg: z.string(), order_number: z.string(), status: z.enum(orderStatuses) });

/**
 * GET /dealer/api/dashboard/: the dealer home tiles (spec 2.7), from the caller's own data.
 * total_category counts the categories the dealer has prices in; total_successful counts
 * Completed orders (issue 16: picked up, weighed and paid; before it, Accepted ones);
 * total_today_pickup counts today's (India time) pickups not cancelled.
 */
export const ZDealerDashboard = z.object({
  total_pickup: z.number().int(),
  total_category: z.number().int(),
  total_successful: z.number().int(),
  total_cancel: z.number().int(),
  total_today_pickup: z.number().int(),
});
export type DealerDashboard = z.infer<typeof ZDealerDashboard>;
