import { z } from 'zod';
import { accountCategories, accountTypes } from './account-types.ts';
import { ZMobileNumber } from './fields.ts';
import { positiveDecimalText } from '../decimal-fields.ts';
import { ZId } from '../ids.ts';
import { limits } from '../limits.ts';
import { pictureTypes } from '../files/file-rules.ts';
import { upiLimits, upiVpaPattern } from '../payments/upi.ts';
import { dealerAreaMessages } from '../dealer-settings/dealer-area-messages.ts';
import { weightsMessages } from '../orders/weights-messages.ts';

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
  /** Dealers only (ours): the quantity range of a pickup in kg, as decimal strings ('5.00'). */
  min_qty: z.string().optional(),
  qty: z.string().optional(),
  /** Issue 28: the UPI ID (VPA) a completion by UPI pays to, or null when none is saved. */
  upi_vpa: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof ZProfile>;

/** Issue 28: a UPI ID (name@bank) to save, or '' to remove the saved one. */
export const ZUpiVpa = z
  .string()
  .trim()
  .max(upiLimits.vpaMaxLength, weightsMessages.vpaInvalid)
  .refine((value) => value === '' || upiVpaPattern.test(value), weightsMessages.vpaInvalid);

/** POST /v3/api/update-attrs/customer/: the mobile number changes; (issue 28) so does the UPI ID when `upi_vpa` is sent. */
export const ZCustomerUpdateAttrsRequest = z.object({
  Cid: ZId,
  mobile_number: ZMobileNumber,
  account_type: z.string().max(20).optional(),
  account_category: z.string().max(20).optional(),
  upi_vpa: ZUpiVpa.optional(),
});
/** A quantity in kg as typed: above 0, at most two decimals. */
export const ZQtyKg = positiveDecimalText(limits.dealerQtyMaxKg, dealerAreaMessages.qtyInvalid);

/**
 * POST /v3/api/update-attrs/dealer/: the mobile number changes; (ours) so do the minimum
 * `min_qty` and maximum `qty` kg of a pickup, both or neither, with min > 0 and qty >= min_qty.
 */
export const ZDealerUpdateAttrsRequest = z
  .object({
    Did: ZId,
    mobile_number: ZMobileNumber,
    account_type: z.string().max(20).optional(),
    min_qty: ZQtyKg.optional(),
    qty: ZQtyKg.optional(),
    upi_vpa: ZUpiVpa.optional(),
  })
  .refine((body) => (body.min_qty === undefined) === (body.qty === undefined), { message: dealerAreaMessages.qtyInvalid, path: ['qty'] })
  .refine((body) => body.min_qty === undefined || body.qty === undefined || Number(body.qty) >= Number(body.min_qty), {
    message: dealerAreaMessages.qtyInvalid,
    path: ['qty'],
  });

/** POST /v3/api/update-profilepic/{utype}/{id}/ (multipart ProfilePic): JPEG, PNG or WebP by content, at most 200 KB. */
export const ZProfilePicResponse = z.object({ msg: z.string(), ProfilePic: z.string() });
export const profilePicTypes = pictureTypes;

/** GET /v3/api/dealer-data/{id}: public. */
export const ZDealerData = z.object({ username: z.string(), account_type: z.enum(accountTypes), is_active: z.boolean() });
export type DealerData = z.infer<typeof ZDealerData>;
