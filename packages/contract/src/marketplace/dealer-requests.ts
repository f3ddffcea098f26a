import { z } from 'zod';
import { messages } from '../messages.ts';

/** A schedule request waits (New) until the dealer marks it Done or Declined. */
export const scheduleStatuses = ['New', 'Done', 'Declined'] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];

/**
 * GET /dealer/api/requests/schedule/ (the dealer or their employee): the pickups visitors asked
 * for on the marketplace page, newest first, paged (`page_size`, `cursor`, `Link rel="next"`).
 * `select_date` and `select_time` are both null when they are to be agreed with the visitor.
 */
export const ZScheduleRequestEntry = z.object({
  id: z.number().int(),
  select_date: z.string().nullable(),
  select_time: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  pincode: z.string(),
  state_n_country: z.string(),
  address: z.string(),
  status: z.enum(scheduleStatuses),
  created_at: z.string(),
});
export type ScheduleRequestEntry = z.infer<typeof ZScheduleRequestEntry>;
export const ZScheduleRequestList = z.array(ZScheduleRequestEntry);

/** PATCH /dealer/api/requests/schedule/{id}/: New to Done or Declined, once (409 after). */
export const ZScheduleStatusChange = z.object({
  status: z.enum(['Done', 'Declined'], { error: messages.general.invalidRequest }),
});

/** GET /dealer/api/requests/messages/: reach-us messages, newest first, paged. */
export const ZReachUsEntry = z.object({
  id: z.number().int(),
  subject: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type ReachUsEntry = z.infer<typeof ZReachUsEntry>;
export const ZReachUsList = z.array(ZReachUsEntry);

/** GET /dealer/api/requests/ratings/: ratings, newest first, paged; rate_count is the review or 'N/A'. */
export const ZRatingEntry = z.object({
  id: z.number().int(),
  rating: z.number(),
  rate_count: z.string(),
  created_at: z.string(),
  /** Issue 28: from a signed-in customer with a Completed pickup of this dealer. */
  verified_pickup: z.boolean(),
  /** The dealer's one public reply, or null. */
  reply: z.string().nullable(),
});
export type RatingEntry = z.infer<typeof ZRatingEntry>;
export const ZRatingList = z.array(ZRatingEntry);

/** GET /dealer/api/requests/inquiries/: the inquiries sent from /sell/sellitem, newest first, paged. */
export const ZInquiryEntry = z.object({
  id: z.number().int(),
  customer_name: z.string(),
  phone: z.string(),
  email: z.string(),
  itemName: z.string(),
  itemPic: z.string().nullable(),
  quantity: z.string(),
  description: z.string(),
  created_at: z.string(),
});
export type InquiryEntry = z.infer<typeof ZInquiryEntry>;
export const ZInquiryList = z.array(ZInquiryEntry);
