// Zod-free on purpose: the marketplace page is a first page (opened from a QR code), so its forms
// check with the contract's plain patterns and the server checks again with the schemas.
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { pincodePattern } from '@kt/contract/patterns';
import { reachUsPhonePattern, schedulePhonePattern, scheduleWhenProblem, type ScheduleWhenProblem } from '@kt/contract/marketplace/rules';
import { marketplaceTexts as t } from './texts.ts';

/** What each field is wrong about, by the spec's field name; empty when the form can be sent. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

// The server's schema checks the e-mail fully; here only its shape.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailMaxLength = 254;

function isText(value: string, maxLength: number): boolean {
  const trimmed = value.trim();
  return trimmed !== '' && trimmed.length <= maxLength;
}

function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= emailMaxLength && emailShape.test(trimmed);
}

export const scheduleFields = [
  'select_date',
  'select_time',
  'name',
  'email',
  'phone_number',
  'pincode',
  'state_n_country',
  'address',
] as const;
export type ScheduleField = (typeof scheduleFields)[number];
export type ScheduleValues = Record<ScheduleField, string>;

const whenTexts: Record<ScheduleWhenProblem, [ScheduleField, string]> = {
  date: ['select_date', messages.marketplaceArea.scheduleDateInvalid],
  time: ['select_time', messages.marketplaceArea.scheduleTimeInvalid],
  past: ['select_date', messages.marketplaceArea.scheduleDatePast],
  tooFar: ['select_date', messages.marketplaceArea.scheduleDateTooFar],
};

/**
 * Spec 5 'Schedule form': name and e-mail given, a phone of at least 10 digits, a 6-digit
 * pincode, state/country and address given; and ours: a date and time not passed and at most
 * `limits.scheduleMaxDaysAhead` days ahead (scheduleWhenProblem, as the server checks it).
 */
export function checkSchedule(values: ScheduleValues, now: Date = new Date()): FieldErrors<ScheduleField> {
  const errors: FieldErrors<ScheduleField> = {};
  const when = scheduleWhenProblem(values.select_date.trim(), values.select_time.trim(), now);
  if (when) {
    const [field, text] = whenTexts[when];
    errors[field] = text;
  }
  if (!isText(values.name, 100)) errors.name = t.nameMissing;
  if (!isEmail(values.email)) errors.email = t.emailInvalid;
  if (!schedulePhonePattern.test(values.phone_number.trim())) errors.phone_number = t.schedulePhoneInvalid;
  if (!pincodePattern.test(values.pincode.trim())) errors.pincode = t.pincodeInvalid;
  if (!isText(values.state_n_country, 100)) errors.state_n_country = t.stateMissing;
  if (!isText(values.address, limits.scheduleAddressMaxLength)) errors.address = t.addressMissing;
  return errors;
}

/**
 * The dialog's words for a refused schedule form: the spec's 'Please fill the form correctly!',
 * and under it what is wrong with the date or time when that is part of the reason.
 */
export function scheduleRefusal(errors: FieldErrors<ScheduleField>): string {
  const when = errors.select_date ?? errors.select_time;
  return [messages.marketplace.scheduleInvalid, when].filter(Boolean).join('\n');
}

export const reachUsFields = ['name', 'email', 'phone_number', 'message'] as const;
export type ReachUsField = (typeof reachUsFields)[number];
export type ReachUsValues = Record<ReachUsField, string>;

/** Spec 5 'Reach-us form': name, e-mail and message given; a 10-digit phone starting with 6 to 9. */
export function checkReachUs(values: ReachUsValues): FieldErrors<ReachUsField> {
  const errors: FieldErrors<ReachUsField> = {};
  if (!isText(values.name, 100)) errors.name = t.nameMissing;
  if (!isEmail(values.email)) errors.email = t.emailInvalid;
  if (!reachUsPhonePattern.test(values.phone_number.trim())) errors.phone_number = t.reachUsPhoneInvalid;
  if (!isText(values.message, limits.reachUsMessageMaxLength)) errors.message = t.messageMissing;
  return errors;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

/** The server's word on the form's own fields (it may name others, e.g. dealer_id). */
export function pick<Field extends string>(fields: Record<string, string>, names: readonly Field[]): FieldErrors<Field> {
  const picked: FieldErrors<Field> = {};
  for (const name of names) if (fields[name]) picked[name] = fields[name];
  return picked;
}
