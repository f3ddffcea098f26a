import { z } from 'zod';
import { pictureRule, ZChosenFile } from '../files/chosen-file.ts';
import { upiLimits, upiVpaPattern } from '../payments/upi.ts';
import { isHttpsUrl, isIndianPhone, siteSettingsLimits, socialNetworks } from './site-settings-rules.ts';
import { adminMessages } from './admin-messages.ts';
import { commissionMessages } from '../commission/commission-messages.ts';

export { certificatePictureTypes, siteSettingsLimits, socialNetworks, type SocialNetwork } from './site-settings-rules.ts';

/**
 * GET /v3/api/site-settings/ (anyone): the operator's contact details as the public pages show
 * them (spec 2.1 footer, 2.2 contact, about and policies). Only what is set: `phones` holds the
 * primary and then the secondary number when set, `social` the profiles with a link,
 * `postal_address_lines` the address's non-empty lines; `contact_email` is '' and `certificate`
 * null when not set. Cache-Control no-cache with an ETag: a change shows at the next load.
 */
export const ZPublicSiteSettings = z.object({
  contact_email: z.string(),
  phones: z.array(z.string()),
  postal_address_lines: z.array(z.string()),
  social: z.array(z.object({ network: z.enum(socialNetworks), url: z.string() })),
  /** Absolute URL of the startup-programme certificate picture. */
  certificate: z.string().nullable(),
});
export type PublicSiteSettings = z.infer<typeof ZPublicSiteSettings>;

/**
 * GET and PUT /v3/admin/site-settings/ (an admin): the stored values as the form edits them
 * (empty text: not set). PUT answers the saved settings.
 */
export const ZAdminSiteSettings = z.object({
  contact_email: z.string(),
  phone_primary: z.string(),
  phone_secondary: z.string(),
  postal_address: z.string(),
  facebook_url: z.string(),
  instagram_url: z.string(),
  linkedin_url: z.string(),
  certificate: z.string().nullable(),
  /** Issue 28: the platform's UPI ID (VPA) dealers pay their commission to; '' while not set. */
  upi_vpa: z.string(),
  /** The payee name the dealer's UPI app shows ('' : the site's name). */
  upi_payee_name: z.string(),
  updated_at: z.string(),
});
export type AdminSiteSettings = z.infer<typeof ZAdminSiteSettings>;

/** A text field that may be left empty: trimmed; empty, or passing `isValid`. */
const optionalText = (isValid: (value: string) => boolean, message: string, maxLength: number) =>
  z
    .string({ error: message })
    .trim()
    .max(maxLength, message)
    .refine((value) => value === '' || isValid(value), message);

const emailShape = z.email();
const phone = optionalText(isIndianPhone, adminMessages.settingsPhoneInvalid, 40).transform((value) => value.replace(/\s+/g, ' '));
const url = optionalText(isHttpsUrl, adminMessages.settingsUrlInvalid, siteSettingsLimits.urlMaxLength);

/**
 * PUT /v3/admin/site-settings/ (multipart, urlencoded or JSON; an admin). Every text field is
 * sent (empty: not set; PUT replaces them all). A multipart body may carry `certificate`, a
 * JPEG, PNG or WebP picture of at most siteSettingsLimits.certificateMaxBytes, which replaces
 * the current one; without one, remove_certificate 'true' clears it, else it stays. 200 with
 * ZAdminSiteSettings; 400 with field messages (nothing changed); 415 for another file type;
 * 413 for a picture too large. Writes the audit row 'site-settings.update'.
 */
export const ZSiteSettingsUpdate = z.object({
  contact_email: optionalText((value) => emailShape.safeParse(value).success, adminMessages.settingsEmailInvalid, siteSettingsLimits.emailMaxLength),
  phone_primary: phone,
  phone_secondary: phone,
  postal_address: z
    .string({ error: adminMessages.settingsAddressTooLong })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(siteSettingsLimits.postalAddressMaxLength, adminMessages.settingsAddressTooLong)),
  facebook_url: url,
  instagram_url: url,
  linkedin_url: url,
  remove_certificate: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** Issue 28: the platform's UPI ID (empty: not set). Absent: left as it is (clients of issue 15 do not send it). */
  upi_vpa: optionalText((value) => upiVpaPattern.test(value), commissionMessages.settingsVpaInvalid, upiLimits.vpaMaxLength).optional(),
  /** The UPI payee name (empty: the site's name). Absent: left as it is. */
  upi_payee_name: z
    .string({ error: commissionMessages.settingsPayeeNameTooLong })
    .trim()
    .max(upiLimits.payeeNameMaxLength, commissionMessages.settingsPayeeNameTooLong)
    .optional(),
});
export type SiteSettingsUpdate = z.input<typeof ZSiteSettingsUpdate>;

/** The startup-programme certificate: JPEG, PNG or WebP, at most siteSettingsLimits.certificateMaxBytes. */
export const certificateRule = pictureRule(
  siteSettingsLimits.certificateMaxBytes,
  adminMessages.settingsCertificateWrongType,
  adminMessages.settingsCertificateTooLarge,
);

/** The admin's Site Settings form: the text fields above, a new certificate, and whether to remove the one there now. */
export const ZSiteSettingsForm = ZSiteSettingsUpdate.omit({ remove_certificate: true }).extend({
  certificate: ZChosenFile({ rule: certificateRule }),
  remove_certificate: z.boolean(),
});
