import { z } from 'zod';
import { messages } from '../messages.ts';
import { phonePattern } from '../patterns.ts';
import { idField } from '../ids.ts';
import { pictureTypes } from '../files/file-rules.ts';

const invalid = messages.orders.inquiryInvalid;

/** The picture types an inquiry's itemPic may be (spec: an image; ours: JPEG, PNG or WebP). */
export const inquiryPicTypes = pictureTypes;

/**
 * POST /dealer/api/requestinquiry-post/ (multipart; itemPic optional, a JPEG, PNG or WebP
 * picture of at most limits.inquiryPicMaxBytes). Open to guests. 201 { msg: 'Order Placed' };
 * a 400 carries 'Fill the form properly' and per-field messages. The dealer is e-mailed.
 */
export const ZInquiryRequest = z.object({
  dealer_id: idField(invalid),
  customer_name: z.string().trim().min(1, invalid).max(100, invalid),
  phone: z.string().trim().regex(phonePattern, invalid),
  email: z.string().trim().toLowerCase().pipe(z.email(invalid).max(254, invalid)),
  itemName: z.string().trim().min(1, invalid).max(100, invalid),
  quantity: z.coerce.number().positive(invalid).max(1_000_000, invalid),
  description: z.string().trim().max(1000, invalid).default(''),
});
export type InquiryRequest = z.infer<typeof ZInquiryRequest>;
export const ZInquiryResponse = z.object({ msg: z.string() });
