import { z } from 'zod';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';

/**
 * The body of every rejection an admin sends a dealer (documents, pincode and category requests):
 * the reason the dealer reads in the e-mail and on their page, required and bounded.
 */
export const ZRejection = z.object({
  reason: z
    .string({ error: messages.admin.reasonRequired })
    .trim()
    .min(1, messages.admin.reasonRequired)
    .max(limits.rejectionReasonMaxLength, messages.admin.reasonTooLong),
});
export type Rejection = z.infer<typeof ZRejection>;
