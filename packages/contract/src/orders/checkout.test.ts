import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZPickupForm } from './checkout.ts';

const valid = {
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
};

describe('ZPickupForm', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 11:30 on 19 Nov 2026 in India.
    vi.setSystemTime(new Date('2026-11-19T06:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes a valid form, trimmed', () => {
    expect(ZPickupForm.parse(valid)).toEqual({ ...valid, first_name: 'Asha' });
  });

  it('names every field that breaks the rules; the second address line is optional', () => {
    const broken = { ...valid, first_name: ' ', city: '', phone_number: '98765432101', pickup_date: '2026-11-19', pickup_time: '6pm - 9pm' };
    const result = ZPickupForm.safeParse(broken);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['first_name', 'phone_number', 'city', 'pickup_date', 'pickup_time']);
    expect(ZPickupForm.safeParse({ ...valid, pickup_date: '2027-01-20' }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['pickup_date']);
    expect(ZPickupForm.safeParse({ ...valid, pickup_time: '' }).success).toBe(false);
  });
});
