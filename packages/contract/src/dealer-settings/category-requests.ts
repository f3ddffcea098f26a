import { z } from 'zod';
import { pictureRule, ZChosenFile } from '../files/chosen-file.ts';
import { ZId } from '../ids.ts';
import { limits } from '../limits.ts';
import { dealerAreaMessages } from './dealer-area-messages.ts';

/**
 * POST /dealer_details/add_category_request/ (multipart): dealer_id, category_name,
 * description and the required category_image (JPEG, PNG or WebP by content, at most 200 KB).
 * 201 { msg: 'Successfully requested' }.
 */
export const ZCategoryRequestFields = z.object({
  dealer_id: ZId,
  category_name: z
    .string({ error: dealerAreaMessages.categoryNameRequired })
    .trim()
    .min(1, dealerAreaMessages.categoryNameRequired)
    .max(100),
  description: z.string().trim().max(1000).default(''),
});

/** The request's picture: JPEG, PNG or WebP, at most limits.categoryImageMaxBytes. */
export const categoryImageRule = pictureRule(
  limits.categoryImageMaxBytes,
  dealerAreaMessages.categoryImageWrongType,
  dealerAreaMessages.categoryImageTooLarge,
);

/** The dealer's request form (spec 2.7 'a form'): the fields above, the dealer's id added on sending, and the required picture. */
export const ZCategoryRequestForm = ZCategoryRequestFields.omit({ dealer_id: true }).extend({
  category_image: ZChosenFile({ required: dealerAreaMessages.categoryImageRequired, rule: categoryImageRule }),
});

/** Pending until an admin acts (spec 4 shows the status as received). */
export const categoryRequestStatuses = ['Pending', 'Approved', 'Rejected'] as const;
export type CategoryRequestStatus = (typeof categoryRequestStatuses)[number];

/** GET /dealer_details/get_category_request/{dealerId}/: the dealer's requests, newest first. */
export const ZCategoryRequestEntry = z.object({
  id: z.number().int(),
  category_image: z.string(),
  category_name: z.string(),
  description: z.string(),
  status: z.enum(categoryRequestStatuses),
  /** Why an admin rejected it; null otherwise. */
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type CategoryRequestEntry = z.infer<typeof ZCategoryRequestEntry>;
export const ZCategoryRequestList = z.array(ZCategoryRequestEntry);
