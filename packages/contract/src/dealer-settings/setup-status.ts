import { z } from 'zod';
import { documentStatuses } from './documents.ts';

/**
 * GET /dealer/api/setup-status/ (ours; the dealer): what is still missing before customers can
 * find and book the dealer. `ready` when the dealer is bookable (issue 28: the one definition,
 * apps/server/src/platform/db/bookable-dealers.ts): documents verified by an admin, at least one
 * area and at least one price in an area the dealer serves, and the account switched on.
 * `documents_reason` is the admin's reason of a rejection; `verified_on` the India date
 * (YYYY-MM-DD) of the admin's verification; `active` false when an admin switched the account off.
 */
export const ZSetupStatus = z.object({
  documents: z.enum(documentStatuses),
  documents_reason: z.string().nullable(),
  verified_on: z.string().nullable(),
  areas: z.number().int(),
  prices: z.number().int(),
  active: z.boolean(),
  ready: z.boolean(),
});
export type SetupStatus = z.infer<typeof ZSetupStatus>;
