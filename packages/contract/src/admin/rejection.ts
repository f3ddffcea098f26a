import { z } from 'zod';
import { limits } from '../limits.ts';
import { adminMessages } from './admin-messages.ts';

/**
 * The body of every rejection an admin sends a dealer (documents, pincode and category requests):
 * the reason the dealer reads in the e-mail and on their page, required and bounded.
 */
export const ZRejection = z.object({
  reason: z
    .string({ error: adminMessages.reasonRequired })
    .trim()
    .min(1, adminMessages.reasonRequired)
    .max(limits.rejectionReasonMaxLength, adminMessages.reasonTooLong),
});
export type Rejection = z.infer<typeof ZRejection>;
