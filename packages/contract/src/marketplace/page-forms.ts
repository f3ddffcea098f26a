import { z } from 'zod';
import { messages } from '../messages.ts';
import { ZRatingRequest, ZReachUsRequest, ZScheduleRequest } from './forms.ts';
import { scheduleWhenProblem, type ScheduleWhenProblem } from './rules.ts';

/*
 * The marketplace page's own forms (spec 2.8, 5): what a visitor fills in, checked with the
 * rules of the requests the server takes. The page adds the dealer's fields when it sends them.
 */

const dealerFields = { dealer_id: true, dealer_account_type: true, deale_name: true } as const;

/** The message at the date or time field for what is wrong with the pair. */
export const scheduleWhenMessages: Record<ScheduleWhenProblem, { field: 'select_date' | 'select_time'; message: string }> = {
  date: { field: 'select_date', message: messages.marketplaceArea.scheduleDateInvalid },
  time: { field: 'select_time', message: messages.marketplaceArea.scheduleTimeInvalid },
  past: { field: 'select_date', message: messages.marketplaceArea.scheduleDatePast },
  tooFar: { field: 'select_date', message: messages.marketplaceArea.scheduleDateTooFar },
};

/**
 * 'Schedule a pickup' as the visitor fills it: the request's rules, and a date and time chosen
 * that have not passed in India and are at most `limits.scheduleMaxDaysAhead` days ahead (the
 * server keeps any date as sent, or 'to be agreed'; the page asks for a real one).
 */
export const ZScheduleForm = ZScheduleRequest.omit(dealerFields)
  .extend({ select_date: z.string().trim(), select_time: z.string().trim() })
  .superRefine((form, context) => {
    const problem = scheduleWhenProblem(form.select_date, form.select_time);
    if (!problem) return;
    const { field, message } = scheduleWhenMessages[problem];
    context.addIssue({ code: 'custom', path: [field], message });
  });
export type ScheduleForm = z.output<typeof ZScheduleForm>;

/** 'Rate this dealer': a rating chosen (none is the request's missing rating, 'Please Write us Review') and an optional review. */
export const ZRatingForm = z.object({
  rating: z.preprocess((rating) => (rating === '' || rating === null ? undefined : rating), ZRatingRequest.shape.rating),
  rate_count: ZRatingRequest.shape.rate_count,
});
export type RatingForm = z.output<typeof ZRatingForm>;

/** 'Reach us': the visitor's message; the page sends the subject the spec's client sends. */
export const ZReachUsForm = ZReachUsRequest.omit({ ...dealerFields, subject: true });
export type ReachUsForm = z.output<typeof ZReachUsForm>;
