import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A mobile number of India as a person types it (10 digits starting 6-9, or with +91 / 0 in
 * front, spaces allowed), as +91 E.164, checked with libphonenumber-js; null when it is not one.
 */
export function toIndianE164(input: string): string | null {
  const typed = input.trim().replace(/[\s-]/g, '');
  if (!/^(\+91|91|0)?[6-9]\d{9}$/.test(typed)) return null;
  const national = typed.slice(-10);
  const parsed = parsePhoneNumberFromString(national, 'IN');
  if (!parsed || !parsed.isValid() || parsed.getType() === 'FIXED_LINE') return null;
  return parsed.number;
}

/** The 10 national digits of a +91 number (the spec's mobile_number form). */
export function nationalDigits(e164: string): string {
  return e164.replace(/^\+91/, '');
}

/** +91 98765 43210: how a number is shown to people. */
export function formatIndianMobile(e164: string): string {
  const digits = nationalDigits(e164);
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** +91 98XXX XX210: a number shown to someone who should only recognise it. */
export function maskIndianMobile(e164: string): string {
  const digits = nationalDigits(e164);
  return `+91 ${digits.slice(0, 2)}XXX XX${digits.slice(7)}`;
}
