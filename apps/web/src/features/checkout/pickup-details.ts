import { defaultCountry } from '@kt/contract/limits';
import { isBookablePickupDate, pickupDateRange } from '@kt/contract/orders/pickup-dates';
import type { OrderDetailsDraft } from '../../lib/browser-storage.ts';

/**
 * The pickup form as it opens: the draft kept from an earlier visit, or an empty form with the
 * account's mobile number, India and the earliest date. A kept date that has gone by is moved
 * to the earliest one. (The spec says the date defaults to today but may not be before
 * tomorrow; we default to tomorrow.)
 */
export function initialDraft(stored: OrderDetailsDraft | null, mobileNumber: string, now?: Date): OrderDetailsDraft {
  const { min } = pickupDateRange(now);
  if (stored) return isBookablePickupDate(stored.pickup_date, now) ? stored : { ...stored, pickup_date: min };
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

/** The kept draft's name (the spec's client's) of each field of the form (the order_info request's). */
const draftNames = {
  first_name: 'firstname',
  last_name: 'lastname',
  phone_number: 'phone',
  address_line_1: 'add_one',
  address_line_2: 'add_two',
  city: 'city',
  state: 'state',
  country: 'country',
  pickup_date: 'pickup_date',
  pickup_time: 'pickup_time',
} as const satisfies Record<string, keyof OrderDetailsDraft>;

/** The pickup form's values, named as order_info names them (ZPickupForm). */
export type PickupValues = Record<keyof typeof draftNames, string>;

const formNames = Object.keys(draftNames) as (keyof PickupValues)[];

export function toPickupValues(draft: OrderDetailsDraft): PickupValues {
  return Object.fromEntries(formNames.map((name) => [name, draft[draftNames[name]]])) as PickupValues;
}

export function toOrderDetailsDraft(values: Partial<PickupValues>): OrderDetailsDraft {
  return Object.fromEntries(formNames.map((name) => [draftNames[name], values[name] ?? ''])) as OrderDetailsDraft;
}
