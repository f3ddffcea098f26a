import { z } from 'zod';
import { documentFields } from '../dealer-settings/documents.ts';
import { ZPageQuery } from '../paging.ts';
import { ZRejection } from './rejection.ts';
import { adminMessages } from './admin-messages.ts';

/** The review states an admin lists by (a dealer with nothing uploaded has nothing to review). */
export const reviewStatuses = ['Awaiting review', 'Verified', 'Rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/**
 * GET /v3/admin/documents/?status= (an admin): the dealers whose document set is in that state
 * (default 'Awaiting review'), the oldest upload first (the longest waiting on top), paged
 * (`page_size`, `cursor`, `Link rel="next"`).
 */
export const ZDocumentReviewQuery = ZPageQuery.extend({
  status: z.enum(reviewStatuses, { error: adminMessages.documentStatusInvalid }).default('Awaiting review'),
});

/**
 * One dealer's document set. `id` is the dealer's account id (what verify and reject name);
 * each document's `url` is a private-file URL the admin fetches with the Bearer token.
 */
export const ZDocumentReview = z.object({
  id: z.number().int(),
  KT_ID: z.string(),
  username: z.string(),
  account_type: z.string(),
  email: z.string(),
  uploaded_at: z.string().nullable(),
  status: z.enum(reviewStatuses),
  /** Why the set was rejected; null otherwise. */
  reason: z.string().nullable(),
  documents: z.array(z.object({ field: z.enum(documentFields), url: z.string(), type: z.string(), bytes: z.number().int() })),
});
export type DocumentReview = z.infer<typeof ZDocumentReview>;
export const ZDocumentReviewList = z.array(ZDocumentReview);

/**
 * POST /v3/admin/documents/{dealerId}/verify/ (no body) and …/reject/ { reason }: decide a set
 * that awaits review (409 otherwise: decided once). Each decision e-mails the dealer, writes an
 * audit row and shows on the dealer's documents page. 200 { msg }.
 */
export const ZDocumentRejection = ZRejection;
