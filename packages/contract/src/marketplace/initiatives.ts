import { z } from 'zod';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';


/**
 * POST /api3/dealer_initiatives/dealer_initiatives/ and PATCH …/{id}/ (multipart, the dealer
 * themself; an employee is refused): message and an optional photo (JPEG, PNG or WebP, at most
 * limits.initiativePhotoMaxBytes). On PATCH a new photo replaces the old one and
 * remove_photo 'true' drops it. 201/200 with the initiative; DELETE …/{id}/ answers { msg }.
 */
export const ZInitiativeFields = z.object({
  message: z
    .string({ error: messages.marketplaceArea.initiativeMessageRequired })
    .trim()
    .min(1, messages.marketplaceArea.initiativeMessageRequired)
    .max(limits.initiativeMessageMaxLength, messages.marketplaceArea.initiativeMessageTooLong),
  remove_photo: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type InitiativeFields = z.infer<typeof ZInitiativeFields>;
