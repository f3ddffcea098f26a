import { z } from 'zod';
import { pictureRule, ZChosenFile } from '../files/chosen-file.ts';
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

/** An initiative's photo: JPEG, PNG or WebP, at most limits.initiativePhotoMaxBytes. */
export const initiativePhotoRule = pictureRule(
  limits.initiativePhotoMaxBytes,
  messages.marketplaceArea.initiativePhotoWrongType,
  messages.marketplaceArea.initiativePhotoTooLarge,
);

/** The dealer's form of a new initiative: the message and an optional photo. */
export const ZInitiativeForm = z.object({
  message: ZInitiativeFields.shape.message,
  photo: ZChosenFile({ rule: initiativePhotoRule }),
});

/** The edit form: the same, and whether the photo there now goes (a new photo replaces it anyway). */
export const ZInitiativeEditForm = ZInitiativeForm.extend({ remove_photo: z.boolean() });
