import { z } from 'zod';
import { idField } from '../ids.ts';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { pincodePattern } from '../patterns.ts';
import { notGiven, isRatingValue, reachUsPhonePattern, schedulePhonePattern } from './rules.ts';

const scheduleInvalid = messages.marketplace.scheduleInvalid;
const reachUsInvalid = messages.marketplace.reachUsInvalid;

/**
 * The fields the spec's client sends about the dealer besides the id (spec 3). The server
 * names the dealer from its own records, so these are read only as far as being sane.
 */
const dealerEcho = {
  dealer_account_type: z.string().trim().max(40).optional(),
  deale_name: z.string().trim().max(150).optional(),
};

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);
const email = (message: string) => z.string({ error: message }).trim().toLowerCase().pipe(z.email(message).max(254, message));

/**
 * POST /api3/schedule_pickup/schedule_pickup/ (multipart; spec 3 'Schedule pickup'): a visitor
 * asks the dealer for a pickup. 201 { msg }; a 400 carries 'Please fill the form correctly!'
 * with per-field messages; 404 for no such dealer, 409 for an inactive one. Stored, e-mailed to
 * the dealer, shown in the dealer's requests. The date and time are never refused: the spec's
 * client sends a fixed pair (spec 9), so one that cannot be kept (a date passed or beyond
 * `limits.scheduleMaxDaysAhead` days, not a date, not HH:MM, left out) is stored as 'to be
 * agreed' (scheduleWhenToKeep); our page checks the visitor's choice before sending.
 */
export const ZScheduleRequest = z.object({
  dealer_id: idField(scheduleInvalid),
  ...dealerEcho,
  select_date: z.string().trim().optional(),
  select_time: z.string().trim().optional(),
  name: text(100, scheduleInvalid),
  email: email(scheduleInvalid),
  phone_number: z.string({ error: scheduleInvalid }).trim().regex(schedulePhonePattern, scheduleInvalid),
  pincode: z.string({ error: scheduleInvalid }).trim().regex(pincodePattern, scheduleInvalid),
  state_n_country: text(100, scheduleInvalid),
  address: text(limits.scheduleAddressMaxLength, scheduleInvalid),
});
export type ScheduleRequest = z.infer<typeof ZScheduleRequest>;

/**
 * POST /api3/dealer_rating/dealer_rating/ (multipart; spec 3 'Dealer rating'): rating 0.5 to 5.0
 * in half steps; rate_count is the review text, 'N/A' when there is none. 201 { msg }.
 */
export const ZRatingRequest = z.object({
  dealer_id: idField(messages.marketplace.ratingMissing),
  ...dealerEcho,
  rating: z.coerce
    .number({ error: messages.marketplace.ratingMissing })
    .refine(isRatingValue, messages.marketplaceArea.ratingInvalid),
  rate_count: z
    .string()
    .trim()
    .max(limits.reviewMaxLength, messages.marketplace.ratingFailed)
    .optional()
    .transform((review) => (review && review !== notGiven ? review : null)),
});
export type RatingRequest = z.infer<typeof ZRatingRequest>;

/**
 * POST /api3/reach_us/reach_us/ (multipart; spec 3 'Reach-us message'): subject is always
 * 'N/A' from the spec's client. 201 { msg }; a 400 carries 'Please fill the valid Entry'.
 */
export const ZReachUsRequest = z.object({
  dealer_id: idField(reachUsInvalid),
  ...dealerEcho,
  subject: z.string().trim().max(150, reachUsInvalid).optional().transform((subject) => subject || notGiven),
  name: text(100, reachUsInvalid),
  email: email(reachUsInvalid),
  phone_number: z.string({ error: reachUsInvalid }).trim().regex(reachUsPhonePattern, reachUsInvalid),
  message: text(limits.reachUsMessageMaxLength, reachUsInvalid),
});
export type ReachUsRequest = z.infer<typeof ZReachUsRequest>;

export const ZMarketplaceFormResponse = z.object({ msg: z.string() });
