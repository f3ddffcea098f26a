import { describe, expect, it } from 'vitest';
import type { OrderDetailsDraft } from '../../lib/browser-storage.ts';
import { formatDate, formatRupees } from '../../lib/format.ts';
import { initialDraft, toOrderDetailsDraft, toPickupValues } from './pickup-details.ts';

// 11:30 on 19 Nov 2026 in India.
const now = new Date('2026-11-19T06:00:00Z');

const valid: OrderDetailsDraft = {
  firstname: ' Asha ',
  lastname: 'Verma',
  phone: '9876543210',
  add_one: 'Flat 4',
  add_two: '',
  city: 'Agra',
  state: 'Uttar Pradesh',
  country: 'India',
  pickup_date: '2026-11-20',
  pickup_time: '8am - 1pm',
};

describe('pickup details', () => {
  it('opens an empty form with the account mobile, India and tomorrow', () => {
    expect(initialDraft(null, '9876543210', now)).toMatchObject({
      phone: '9876543210',
      country: 'India',
      pickup_date: '2026-11-20',
      pickup_time: '',
    });
  });

  it('moves a kept date that has gone by to tomorrow, and keeps the rest of the draft', () => {
    expect(initialDraft({ ...valid, pickup_date: '2026-11-19' }, '', now)).toEqual({ ...valid, pickup_date: '2026-11-20' });
    expect(initialDraft(valid, '', now)).toBe(valid);
  });

  it("names the form's fields as order_info does and keeps the draft under the spec's client's names", () => {
    const values = toPickupValues(valid);
    expect(values).toEqual({
      first_name: ' Asha ',
      last_name: 'Verma',
      phone_number: '9876543210',
      address_line_1: 'Flat 4',
      address_line_2: '',
      city: 'Agra',
      state: 'Uttar Pradesh',
      country: 'India',
      pickup_date: '2026-11-20',
      pickup_time: '8am - 1pm',
    });
    expect(toOrderDetailsDraft(values)).toEqual(valid);
  });
});

describe('checkout formats', () => {
  it('writes rupees the Indian way and dates like 21 Nov 2026', () => {
    expect(formatRupees('125000.00')).toBe('₹1,25,000');
    expect(formatRupees('14.5')).toBe('₹14.50');
    expect(formatDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatDate('2026-09-05')).toBe('5 Sep 2026');
  });
});
