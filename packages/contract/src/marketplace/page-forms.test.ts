import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../messages.ts';
import { ZRatingForm, ZReachUsForm, ZScheduleForm } from './page-forms.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);

const schedule = {
  select_date: '2026-06-02',
  select_time: '09:00',
  name: 'Asha',
  email: 'asha@example.com',
  phone_number: '+919876543210',
  pincode: '282001',
  state_n_country: 'Uttar Pradesh, India',
  address: '12 Mall Road',
};

describe('ZScheduleForm', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 10:00 in India on 1 June 2026.
    vi.setSystemTime(new Date('2026-06-01T04:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes a complete form with a date and time still ahead in India', () => {
    expect(ZScheduleForm.safeParse(schedule).success).toBe(true);
    expect(ZScheduleForm.safeParse({ ...schedule, select_date: '2026-06-01', select_time: '10:30' }).success).toBe(true);
  });

  it.each([
    ['a time already passed today', { select_date: '2026-06-01', select_time: '09:59' }, { select_date: messages.marketplaceArea.scheduleDatePast }],
    ['a date beyond 60 days', { select_date: '2026-08-01' }, { select_date: messages.marketplaceArea.scheduleDateTooFar }],
    ['no date', { select_date: '' }, { select_date: messages.marketplaceArea.scheduleDateInvalid }],
    ['no time', { select_time: '' }, { select_time: messages.marketplaceArea.scheduleTimeInvalid }],
    ['a 9-digit phone', { phone_number: '987654321' }, { phone_number: messages.marketplace.scheduleInvalid }],
    ['a 5-digit pincode', { pincode: '28200' }, { pincode: messages.marketplace.scheduleInvalid }],
    ['a blank address', { address: '   ' }, { address: messages.marketplace.scheduleInvalid }],
    ['an e-mail without a domain', { email: 'asha@' }, { email: messages.marketplace.scheduleInvalid }],
  ])('refuses %s', (_case, change, refused) => {
    expect(issues(ZScheduleForm.safeParse({ ...schedule, ...change }))).toEqual(refused);
  });

  it('names the date beside the other fields that fail', () => {
    expect(issues(ZScheduleForm.safeParse({ ...schedule, phone_number: '98765', select_date: '2020-01-01' }))).toEqual({
      phone_number: messages.marketplace.scheduleInvalid,
      select_date: messages.marketplaceArea.scheduleDatePast,
    });
  });
});

describe('ZReachUsForm', () => {
  const message = { name: 'Asha', email: 'asha@example.com', phone_number: '9876543210', message: 'Hello' };

  it('takes a 10-digit mobile number starting with 6 to 9', () => {
    expect(ZReachUsForm.safeParse(message).success).toBe(true);
    expect(ZReachUsForm.safeParse({ ...message, phone_number: '6000000000' }).success).toBe(true);
  });

  it.each(['5876543210', '987654321', '+919876543210'])('refuses the phone %s', (phone) => {
    expect(Object.keys(issues(ZReachUsForm.safeParse({ ...message, phone_number: phone })))).toEqual(['phone_number']);
  });
});

describe('ZRatingForm', () => {
  it("asks for a rating with the spec's text when none is chosen, and takes a half step", () => {
    expect(issues(ZRatingForm.safeParse({ rating: '', rate_count: '' }))).toEqual({ rating: messages.marketplace.ratingMissing });
    expect(ZRatingForm.parse({ rating: '4.5', rate_count: ' ' })).toEqual({ rating: 4.5, rate_count: null });
    expect(issues(ZRatingForm.safeParse({ rating: '4.2', rate_count: '' }))).toEqual({ rating: messages.marketplaceArea.ratingInvalid });
  });
});
