import { z } from 'zod';

/**
 * GET /v3/admin/summary/ (an admin): the console's home figures in one answer.
 * - `waiting`: what waits for an admin's decision, each a count and when the one waiting
 *   longest arrived (null when none waits): pending pincode requests, pending category
 *   requests, dealers whose documents await review (the time of their upload).
 * - `orders` placed and `sign_ups` (customer and dealer accounts registered, verified or not)
 *   today and this week, in India time (Asia/Kolkata, UTC+5:30): today from midnight, the
 *   week from Monday midnight. `today` and `week_start` name those India dates (YYYY-MM-DD).
 */
const ZWaiting = z.object({ count: z.number().int(), oldest_at: z.string().nullable() });
const ZTodayAndWeek = z.object({ today: z.number().int(), this_week: z.number().int() });

export const ZAdminSummary = z.object({
  today: z.string(),
  week_start: z.string(),
  waiting: z.object({
    pincode_requests: ZWaiting,
    category_requests: ZWaiting,
    documents: ZWaiting,
  }),
  orders: ZTodayAndWeek,
  sign_ups: z.object({ customers: ZTodayAndWeek, dealers: ZTodayAndWeek }),
});
export type AdminSummary = z.infer<typeof ZAdminSummary>;
export type WaitingFigure = z.infer<typeof ZWaiting>;
export type TodayAndWeek = z.infer<typeof ZTodayAndWeek>;
