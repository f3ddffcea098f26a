import { z } from 'zod';
import { ZPageQuery } from '../paging.ts';
import { adminMessages } from './admin-messages.ts';

/**
 * What the public sent, for an admin (issue 15). One list per kind: the five public forms of
 * spec 5 (suggestion, intern, mentor, investor, contact) and the three marketplace forms of
 * spec 3, each tied to the dealer it went to (schedule = a pickup request, rating, reach_us =
 * a reach-us message).
 *
 * GET /v3/admin/submissions/?kind=&q= : newest first, paged (`page_size`, `cursor`,
 *   `Link: <…>; rel="next"`); `q` finds the text in the kind's name, e-mail, phone,
 *   subject/message/review and dealer name columns, any case. Each entry carries its `kind`.
 * GET /v3/admin/submissions/export.csv?kind=&q= : every matching row, newest first, as CSV
 *   (a header row, RFC 4180, UTF-8 with a byte order mark), an attachment named
 *   `<kind>-submissions-<India date>.csv`; written to the audit log as `submissions.export`.
 * GET /v3/admin/votes/ : the tally of each poll.
 */
export const submissionKinds = ['suggestion', 'intern', 'mentor', 'investor', 'contact', 'schedule', 'rating', 'reach_us'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

/** The longest search text: a name, an e-mail or a few words. */
export const submissionSearchMaxLength = 100;

const ZSubmissionFilter = z.object({
  kind: z.enum(submissionKinds, { error: adminMessages.submissionKindInvalid }),
  q: z.string().trim().max(submissionSearchMaxLength, adminMessages.submissionSearchTooLong).optional(),
});
export type SubmissionFilter = z.infer<typeof ZSubmissionFilter>;

export const ZSubmissionsQuery = ZPageQuery.extend(ZSubmissionFilter.shape);
/** The admin's search box: the text `q` finds. */
export const ZSubmissionSearch = ZSubmissionFilter.pick({ q: true });
export const ZSubmissionsExportQuery = ZSubmissionFilter;

/** The dealer a marketplace form went to. */
const ZSubmissionDealer = z.object({ id: z.number().int(), KT_ID: z.string(), username: z.string() });

const common = { id: z.number().int(), created_at: z.string() };

export const ZSuggestionEntry = z.object({
  kind: z.literal('suggestion'),
  ...common,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
});

/** An intern or mentor application; `cv` is a private-file URL read with the admin's Bearer token. */
export const ZApplicationEntry = z.object({
  kind: z.enum(['intern', 'mentor']),
  ...common,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  linkedin_id: z.string().nullable(),
  domain: z.string().nullable(),
  cv: z.string().nullable(),
});

export const ZInvestorEntry = z.object({
  kind: z.literal('investor'),
  ...common,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  linkedin_id: z.string().nullable(),
});

export const ZContactEntry = z.object({
  kind: z.literal('contact'),
  ...common,
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string().nullable(),
});

export const ZScheduleEntry = z.object({
  kind: z.literal('schedule'),
  ...common,
  dealer: ZSubmissionDealer,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Both null: the date and time are to be agreed (messages.marketplaceArea.scheduleWhenToBeAgreed). */
  select_date: z.string().nullable(),
  select_time: z.string().nullable(),
  pincode: z.string(),
  state_n_country: z.string(),
  address: z.string(),
  status: z.string(),
});

export const ZRatingEntry = z.object({
  kind: z.literal('rating'),
  ...common,
  dealer: ZSubmissionDealer,
  rating: z.number(),
  /** null where the visitor wrote none (the spec's 'N/A'). */
  review: z.string().nullable(),
});

export const ZReachUsEntry = z.object({
  kind: z.literal('reach_us'),
  ...common,
  dealer: ZSubmissionDealer,
  subject: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
});

export const ZSubmissionEntry = z.discriminatedUnion('kind', [
  ZSuggestionEntry,
  ZApplicationEntry,
  ZInvestorEntry,
  ZContactEntry,
  ZScheduleEntry,
  ZRatingEntry,
  ZReachUsEntry,
]);
export type SubmissionEntry = z.infer<typeof ZSubmissionEntry>;
export type SuggestionEntry = z.infer<typeof ZSuggestionEntry>;
export type ApplicationEntry = z.infer<typeof ZApplicationEntry>;
export type InvestorEntry = z.infer<typeof ZInvestorEntry>;
export type ContactEntry = z.infer<typeof ZContactEntry>;
export type AdminScheduleEntry = z.infer<typeof ZScheduleEntry>;
export type AdminRatingEntry = z.infer<typeof ZRatingEntry>;
export type AdminReachUsEntry = z.infer<typeof ZReachUsEntry>;
export const ZSubmissionList = z.array(ZSubmissionEntry);

export const ZVoteTally = z.object({
  poll: z.number().int(),
  yes: z.number().int(),
  no: z.number().int(),
  total: z.number().int(),
});
export type VoteTally = z.infer<typeof ZVoteTally>;
export const ZVoteTallyList = z.array(ZVoteTally);

/** The export's file name: `intern-submissions-2026-11-20.csv` (the date in India). */
export function submissionsExportFileName(kind: SubmissionKind, indiaDate: string): string {
  return `${kind}-submissions-${indiaDate}.csv`;
}

/** The header row of each kind's CSV, in column order. */
export const submissionCsvHeaders: Record<SubmissionKind, readonly string[]> = {
  suggestion: ['ID', 'Submitted at', 'Name', 'E-mail', 'Phone', 'Message'],
  intern: ['ID', 'Submitted at', 'Name', 'E-mail', 'Phone', 'LinkedIn', 'Domain', 'CV'],
  mentor: ['ID', 'Submitted at', 'Name', 'E-mail', 'Phone', 'LinkedIn', 'Domain', 'CV'],
  investor: ['ID', 'Submitted at', 'Name', 'E-mail', 'Phone', 'LinkedIn'],
  contact: ['ID', 'Submitted at', 'Name', 'E-mail', 'Subject', 'Message'],
  schedule: [
    'ID',
    'Submitted at',
    'Dealer ID',
    'Dealer KT ID',
    'Dealer name',
    'Name',
    'E-mail',
    'Phone',
    'Pickup date',
    'Pickup time',
    'Pincode',
    'State and country',
    'Address',
    'Status',
  ],
  rating: ['ID', 'Submitted at', 'Dealer ID', 'Dealer KT ID', 'Dealer name', 'Rating', 'Review'],
  reach_us: ['ID', 'Submitted at', 'Dealer ID', 'Dealer KT ID', 'Dealer name', 'Subject', 'Name', 'E-mail', 'Phone', 'Message'],
};
