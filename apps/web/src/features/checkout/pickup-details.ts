import { defaultCountry, limits, pickupSlots } from '@kt/contract/limits';
import type { PickupDetails } from '@kt/contract/orders/checkout';
import { addDays, earliestPickupDate, isCalendarDate } from '@kt/contract/orders/pickup-dates';
import { phonePattern } from '@kt/contract/patterns';
import type { OrderDetailsDraft } from '../../lib/browser-storage.ts';

// Checked by hand with the zod-free patterns: this page can be a first load, and the contract's zod schemas stay out of it.

export type PickupSlot = (typeof pickupSlots)[number];
export type DraftField = keyof OrderDetailsDraft;

/** The dates a pickup can be booked for (spec 5, 9): from tomorrow, India time, for limits.pickupMaxDaysAhead days. */
export function pickupDateRange(now: Date = new Date()): { min: string; max: string } {
  const min = earliestPickupDate(now);
  return { min, max: addDays(min, limits.pickupMaxDaysAhead) };
}

function isBookableDate(date: string, now?: Date): boolean {
  const { min, max } = pickupDateRange(now);
  return isCalendarDate(date) && date >= min && date <= max;
}

/**
 * The pickup form as it opens: the draft kept from an earlier visit, or an empty form with the
 * account's mobile number, India and the earliest date. A kept date that has gone by is moved
 * to the earliest one. (The spec says the date defaults to today but may not be before
 * tomorrow; we default to tomorrow.)
 */
export function initialDraft(stored: OrderDetailsDraft | null, mobileNumber: string, now?: Date): OrderDetailsDraft {
  const { min } = pickupDateRange(now);
  if (stored) return isBookableDate(stored.pickup_date, now) ? stored : { ...stored, pickup_date: min };
  return {
    firstname: '',
    lastname: '',
    phone: mobileNumber,
    add_one: '',
    add_two: '',
    city: '',
    state: '',
    country: defaultCountry,
    pickup_date: min,
    pickup_time: '',
  };
}

const requiredFields = ['firstname', 'lastname', 'add_one', 'city', 'state', 'country'] as const;

function isPickupSlot(value: string): value is PickupSlot {
  return (pickupSlots as readonly string[]).includes(value);
}

/**
 * The fields that break spec 5 'Pickup address': first name, last name, a 10-digit phone,
 * house/flat, city, state, country, a bookable date and one of the two slots are required.
 */
export function invalidPickupFields(draft: OrderDetailsDraft, now?: Date): DraftField[] {
  const invalid: DraftField[] = requiredFields.filter((field) => draft[field].trim() === '');
  if (!phonePattern.test(draft.phone.trim())) invalid.push('phone');
  if (!isBookableDate(draft.pickup_date, now)) invalid.push('pickup_date');
  if (!isPickupSlot(draft.pickup_time)) invalid.push('pickup_time');
  return invalid;
}

/** The order_info fields of a valid draft (trimmed), or null when a field breaks the rules. */
export function toPickupDetails(draft: OrderDetailsDraft, now?: Date): PickupDetails | null {
  if (invalidPickupFields(draft, now).length > 0 || !isPickupSlot(draft.pickup_time)) return null;
  return {
    first_name: draft.firstname.trim(),
    last_name: draft.lastname.trim(),
    phone_number: draft.phone.trim(),
    address_line_1: draft.add_one.trim(),
    address_line_2: draft.add_two.trim(),
    city: draft.city.trim(),
    state: draft.state.trim(),
    country: draft.country.trim(),
    pickup_date: draft.pickup_date,
    pickup_time: draft.pickup_time,
  };
}
