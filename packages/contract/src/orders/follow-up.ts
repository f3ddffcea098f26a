import { z } from 'zod';
import { ZId } from '../ids.ts';
import { pickupSlots } from '../limits.ts';
import { orderStatuses } from './order-statuses.ts';
import { isCalendarDate } from './pickup-dates.ts';
import { rescheduleProposers, rescheduleReasonMaxLength } from './pickup-watch.ts';
import { followUpMessages } from './follow-up-messages.ts';

/*
 * Issue 28, pickups that do not silently fail: an unanswered New pickup booked again with
 * another dealer in one step; a no-show reported after an Accepted pickup's slot; a new date
 * and slot proposed by one side and answered by the other.
 */

/**
 * On an order of the lists (ZOrder.follow_up), present when something is to be followed up:
 * the pickup went unanswered too long (answer_overdue), the customer reported a no-show, or a
 * new date and slot waits for the other side's answer (reschedule).
 */
export const ZOrderFollowUp = z.object({
  answer_overdue: z.boolean(),
  no_show_reported: z.boolean(),
  reschedule: z
    .object({
      proposed_by: z.enum(rescheduleProposers),
      pickup_date: z.string(),
      pickup_time: z.string(),
      reason: z.string(),
    })
    .optional(),
});
export type OrderFollowUp = z.infer<typeof ZOrderFollowUp>;

const date = z.string().refine(isCalendarDate, 'Choose a date.');
const slot = z.enum(pickupSlots, 'Choose a slot.');

/** GET /api/orders/{order number}/other_dealers/ (the customer): who else takes this pickup in its pincode, at their prices now. */
export const ZOtherDealer = z.object({
  dealer_id: z.number().int(),
  KT_ID: z.string(),
  name: z.string(),
  /** Items of the order this dealer buys, and their total at the dealer's current prices. */
  items_bought: z.number().int(),
  total_amount: z.string(),
  /** The items this dealer does not buy (left out of a new booking). */
  items_missing: z.array(z.string()),
});
export type OtherDealer = z.infer<typeof ZOtherDealer>;
export const ZOtherDealersResponse = z.object({ dealers: z.array(ZOtherDealer) });

/** POST /api/orders/{order number}/rebook/ (the customer): cancels the unanswered order and books its items with `dealer_id`. */
export const ZRebookRequest = z.object({ dealer_id: ZId });
export const ZRebookResponse = z.object({
  msg: z.string(),
  /** The order cancelled, and the one placed in its stead. */
  cancelled_order_number: z.string(),
  order_number: z.string(),
  status: z.enum(orderStatuses),
  total_amount: z.string(),
  pickup_date: z.string(),
  pickup_time: z.string(),
  items_missing: z.array(z.string()),
});
export type RebookResponse = z.infer<typeof ZRebookResponse>;

/** POST /api/orders/{order number}/no_show/ (the customer, once the slot is over): cancel, or propose a new date and slot. */
export const noShowActions = ['cancel', 'reschedule'] as const;
export const ZNoShowRequest = z
  .object({ action: z.enum(noShowActions), pickup_date: date.optional(), pickup_time: slot.optional() })
  .refine((body) => body.action === 'cancel' || (body.pickup_date !== undefined && body.pickup_time !== undefined), {
    message: 'Choose a date and a slot.',
    path: ['pickup_date'],
  });

/** POST /api/orders/{order number}/reschedule/ (the dealer's side): a new date and slot, with the reason the customer is told. */
export const ZRescheduleRequest = z.object({
  pickup_date: date,
  pickup_time: slot,
  reason: z.string().trim().min(1, followUpMessages.rescheduleReasonRequired).max(rescheduleReasonMaxLength, followUpMessages.rescheduleReasonRequired),
});

/** POST /api/orders/{order number}/reschedule/answer/ (the side that did not propose): accept or decline. */
export const rescheduleDecisions = ['accept', 'decline'] as const;
export const ZRescheduleAnswerRequest = z.object({ decision: z.enum(rescheduleDecisions) });

/** What the no-show, reschedule and answer calls answer: the order's state now. */
export const ZFollowUpResponse = z.object({
  msg: z.string(),
  order_number: z.string(),
  status: z.enum(orderStatuses),
  pickup_date: z.string(),
  pickup_time: z.string(),
  follow_up: ZOrderFollowUp,
});
export type FollowUpResponse = z.infer<typeof ZFollowUpResponse>;
