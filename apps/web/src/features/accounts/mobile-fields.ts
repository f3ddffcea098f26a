import { z } from 'zod';
import { ZUsername } from '@kt/contract/accounts/fields';
import { otpRules } from '@kt/contract/limits';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

/*
 * The browser's check of a mobile number is a pattern only: the contract's ZIndianMobile runs
 * libphonenumber-js, too heavy for the sign-in and sign-up pages, and the server checks every
 * number with it anyway (its refusal then shows at the field).
 */
const mobileDigitsPattern = /^[6-9]\d{9}$/;

/** A number as typed (spaces, dashes, +91, 91 or 0 in front) down to its 10 national digits. */
export function typedMobileDigits(typed: string): string {
  const compact = typed.replace(/[\s-]/g, '');
  return compact.replace(/^(?:\+91|91(?=\d{10}$)|0(?=\d{10}$))/, '');
}

/** The 10 digits the API takes as `mobile_number`. */
export const ZMobileDigits = z
  .string()
  .transform(typedMobileDigits)
  .pipe(z.string().regex(mobileDigitsPattern, phoneMessages.invalidNumber));

export const ZTypedCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${otpRules.codeDigits}}$`), phoneMessages.invalidCode);

/** The first step of a mobile sign-in: the number a code goes to. */
export const ZMobileNumberForm = z.object({ mobile_number: ZMobileDigits });

/** The sign-in's number step: the number, and whether the code should come by WhatsApp. */
export const ZMobileSignInNumberForm = ZMobileNumberForm.extend({ by_whatsapp: z.boolean() });

/** The code typed back. */
export const ZCodeForm = z.object({ code: ZTypedCode });

/** The details of a mobile sign-up: a name and the number. */
export const ZMobileDetailsForm = z.object({ username: ZUsername, mobile_number: ZMobileDigits });
