import { z } from 'zod';

/**
 * GET /v3/admin/summary/ (an admin): the console's home figures in one answer.
 * - `waiting`: what waits for an admin's decision, each a count and when the one waiting
 *   longest arrived (null when none waits): pending pincode requests, pending category
 *   requests, dealers whose documents await review (the time of their upload).
 * - `orders` placed and `sign_ups` (customer and dealer accounts registered, verified or not)
 *   today and this week, in India time (Asia/Kolkata, UTC+5:30): today from midnight, the
 *   week from Monday midnight. `today` and `week_start` name those India dates (YYYY-MM-DD).
 * - `waiting.failed_mails`: outgoing mail that failed beyond its retries (GET
 *   /v3/admin/messages/failed/), with the oldest failure's time.
 * - `getting_started`: what a new site still needs, for the home's checklist (gettingStartedSteps).
 */
const ZWaiting = z.object({ count: z.number().int(), oldest_at: z.string().nullable() });
const ZTodayAndWeek = z.object({ today: z.number().int(), this_week: z.number().int() });

/**
 * - `mail`: where mail goes ('smtp': a mail server, SMTP_URL; 'outbox': nowhere but the
 *   development mailbox, which this server shows at /dev/mailbox when `dev_mailbox`), and whether
 *   an admin has sent a test mail (POST /v3/admin/test-mail/, remembered by its audit row).
 * - `site_settings`: which of the contact e-mail, the (first) phone and the postal address are set.
 * - `content`: how many FAQ items and team members the public pages show.
 * - `dealer_approved`: whether any dealer's documents are Verified.
 */
const ZGettingStarted = z.object({
  mail: z.object({ kind: z.enum(['smtp', 'outbox']), dev_mailbox: z.boolean(), test_mail_sent: z.boolean() }),
  site_settings: z.object({ contact_email: z.boolean(), phone: z.boolean(), postal_address: z.boolean() }),
  content: z.object({ faq_items: z.number().int(), team_members: z.number().int() }),
  dealer_approved: z.boolean(),
});
export type GettingStarted = z.infer<typeof ZGettingStarted>;

/** Which getting-started steps are done; the home shows the list until all four are. */
export function gettingStartedSteps(state: GettingStarted) {
  return {
    mail: state.mail.kind === 'smtp' && state.mail.test_mail_sent,
    siteSettings: state.site_settings.contact_email && state.site_settings.phone && state.site_settings.postal_address,
    content: state.content.faq_items > 0 && state.content.team_members > 0,
    dealer: state.dealer_approved,
  };
}

export function isGettingStartedDone(state: GettingStarted): boolean {
  return Object.values(gettingStartedSteps(state)).every(Boolean);
}

export const ZAdminSummary = z.object({
  today: z.string(),
  week_start: z.string(),
  waiting: z.object({
    pincode_requests: ZWaiting,
    category_requests: ZWaiting,
    documents: ZWaiting,
    failed_mails: ZWaiting,
  }),
  orders: ZTodayAndWeek,
  sign_ups: z.object({ customers: ZTodayAndWeek, dealers: ZTodayAndWeek }),
  getting_started: ZGettingStarted,
});
export type AdminSummary = z.infer<typeof ZAdminSummary>;
export type WaitingFigure = z.infer<typeof ZWaiting>;
export type TodayAndWeek = z.infer<typeof ZTodayAndWeek>;
