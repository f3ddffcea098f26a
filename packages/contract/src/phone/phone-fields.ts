import { z } from 'zod';
import { customerAccountTypes, dealerAccountTypes, organizationCustomerRoles, personalCustomerRoles } from '../accounts/account-types.ts';
import { ZSignupAddress, ZUsername } from '../accounts/fields.ts';
import { otpRules } from '../limits.ts';
import { messages } from '../messages.ts';
import { eventMessageKinds, phoneChannels } from './message-kinds.ts';
import { toIndianE164 } from './mobile-number.ts';
import { phoneMessages } from './phone-messages.ts';

/** A mobile number of India as typed, parsed to +91 E.164 (mobile-number.ts). */
export const ZIndianMobile = z
  .string({ error: phoneMessages.invalidNumber })
  .max(20, phoneMessages.invalidNumber)
  .transform((typed, ctx) => {
    const e164 = toIndianE164(typed);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: phoneMessages.invalidNumber });
      return z.NEVER;
    }
    return e164;
  });

export const ZOtpCode = z
  .string({ error: phoneMessages.invalidCode })
  .trim()
  .regex(new RegExp(`^\\d{${otpRules.codeDigits}}$`), phoneMessages.invalidCode);

export const otpPurposes = ['signup', 'signin', 'add_number'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

/**
 * POST /v3/api/otp/request/: a 6-digit code to `mobile_number` for one purpose on one side.
 * `channel` (ours) asks for WhatsApp; it is honoured only for an account that opted in to
 * WhatsApp, else the code goes by SMS. `add_number` needs the caller's access token.
 */
export const ZOtpRequest = z.object({
  mobile_number: ZIndianMobile,
  purpose: z.enum(otpPurposes),
  utype: z.enum(['customer', 'dealer']),
  channel: z.enum(phoneChannels).optional(),
});
export type OtpRequest = z.input<typeof ZOtpRequest>;

/** POST /v3/api/sign_in/mobile/{utype}/ and POST /v3/api/mobile-number/verify/. */
export const ZMobileCodeRequest = z.object({ mobile_number: ZIndianMobile, code: ZOtpCode });
export type MobileCodeRequest = z.input<typeof ZMobileCodeRequest>;

const ZMobileAccount = z.object({ mobile_number: ZIndianMobile, code: ZOtpCode, username: ZUsername });

/** POST /v3/api/registration/mobile/customer/: a customer account without an e-mail, with its first address. */
export const ZMobileCustomerSignUpRequest = ZMobileAccount.extend({
  account_type: z.enum(customerAccountTypes),
  role: z.enum([...personalCustomerRoles, ...organizationCustomerRoles]),
  account_category: z.string().max(20).optional(),
})
  .extend(ZSignupAddress.shape)
  .refine(
    (value) =>
      value.account_type === 'Personal'
        ? (personalCustomerRoles as readonly string[]).includes(value.role)
        : (organizationCustomerRoles as readonly string[]).includes(value.role),
    { path: ['role'], message: messages.accounts.chooseCustomerType },
  );
export type MobileCustomerSignUpRequest = z.input<typeof ZMobileCustomerSignUpRequest>;

/** POST /v3/api/registration/mobile/dealer/: a dealer account without an e-mail. */
export const ZMobileDealerSignUpRequest = ZMobileAccount.extend({
  account_type: z.enum(dealerAccountTypes),
  role: z.enum(dealerAccountTypes),
  account_category: z.string().max(20).optional(),
}).refine((value) => value.role === value.account_type, { path: ['role'], message: messages.accounts.chooseDealerType });
export type MobileDealerSignUpRequest = z.input<typeof ZMobileDealerSignUpRequest>;

/** POST /v3/api/mobile-number/verify/: 200 with the account's new sign-in number. */
export const ZMobileNumberAnswer = z.object({ msg: z.string(), mobile_e164: z.string() });

/** POST /v3/api/registration/employee/mobile/ (a dealer): an employee known by their number; files as the e-mail variant. */
export const ZEmployeeByMobileFields = z.object({ username: ZUsername, mobile_number: ZIndianMobile });

/** A list of message kinds as a form sends it: repeated fields, a JSON array, or one comma-separated field. */
const ZKindList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((item) => item.trim()).filter(Boolean) : value ?? []),
  z.array(z.enum(eventMessageKinds)).max(eventMessageKinds.length),
);
const ZFormBoolean = z.preprocess((value) => (value === 'true' || value === 'on' || value === '1' ? true : value === 'false' || value === '0' || value === '' ? false : value), z.boolean());

/** GET /v3/api/message-preferences/ (ours): per channel the kinds switched on, and the WhatsApp consent. */
export const ZMessagePreferences = z.object({
  sms: z.array(z.enum(eventMessageKinds)),
  whatsapp: z.array(z.enum(eventMessageKinds)),
  email: z.array(z.enum(eventMessageKinds)),
  /** The kinds this account can receive at all (a customer's or a dealer's). */
  kinds: z.array(z.enum(eventMessageKinds)),
  whatsapp_opted_in: z.boolean(),
  whatsapp_opted_in_at: z.string().nullable(),
  /** The verified sign-in number messages go to; null: none yet (SMS and WhatsApp wait for it). */
  mobile_e164: z.string().nullable(),
  has_email: z.boolean(),
});
export type MessagePreferences = z.infer<typeof ZMessagePreferences>;

/** POST /v3/api/message-preferences/ (ours): the whole choice; opting in to WhatsApp is recorded with its time. */
export const ZMessagePreferencesUpdate = z.object({
  sms: ZKindList,
  whatsapp: ZKindList,
  email: ZKindList,
  whatsapp_opt_in: ZFormBoolean,
});
export type MessagePreferencesUpdate = z.input<typeof ZMessagePreferencesUpdate>;
