import { z } from 'zod';
import { accountCategories, accountTypes } from './account-types.ts';
import { ZMobileNumber } from './fields.ts';
import { ZId } from '../ids.ts';

/**
 * GET /v3/api/view-profile/{utype}/{refresh token or id} (Bearer access token required; the
 * path must name the caller). ProfilePic and qrCode are absolute URLs; qrCode is a PNG the
 * server renders (see qr-code.ts for what it encodes).
 */
export const ZProfile = z.object({
  id: z.number().int(),
  KT_ID: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  account_type: z.enum(accountTypes),
  account_category: z.enum(accountCategories),
  username: z.string(),
  ProfilePic: z.string().nullable(),
  qrCode: z.string(),
});
export type Profile = z.infer<typeof ZProfile>;

/** POST /v3/api/update-attrs/customer/: only the mobile number changes. */
export const ZCustomerUpdateAttrsRequest = z.object({
  Cid: ZId,
  mobile_number: ZMobileNumber,
  account_type: z.string().max(20).optional(),
  account_category: z.string().max(20).optional(),
});
/** POST /v3/api/update-attrs/dealer/: only the mobile number changes. */
export const ZDealerUpdateAttrsRequest = z.object({
  Did: ZId,
  mobile_number: ZMobileNumber,
  account_type: z.string().max(20).optional(),
});

/** POST /v3/api/update-profilepic/{utype}/{id}/ (multipart ProfilePic): JPEG, PNG or WebP by content, at most 200 KB. */
export const ZProfilePicResponse = z.object({ msg: z.string(), ProfilePic: z.string() });
export const profilePicTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** GET /v3/api/dealer-data/{id}: public. */
export const ZDealerData = z.object({ username: z.string(), account_type: z.enum(accountTypes), is_active: z.boolean() });
