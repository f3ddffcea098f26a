import { z } from 'zod';
import { documentStatuses } from './documents.ts';

/**
 * GET /dealer/api/setup-status/ (ours; the dealer): what is still missing before customers can
 * find and book the dealer. `ready` when documents are uploaded, at least one area is added and
 * at least one price is set in an area the dealer serves.
 */
export const ZSetupStatus = z.object({
  documents: z.enum(documentStatuses),
  areas: z.number().int(),
  prices: z.number().int(),
  ready: z.boolean(),
});
export type SetupStatus = z.infer<typeof ZSetupStatus>;
