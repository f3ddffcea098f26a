import { describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import { checkReachUs, checkSchedule, scheduleRefusal, type ScheduleValues } from './form-rules.ts';

// 10:00 in India on 1 June 2026.
const now = new Date('2026-06-01T04:30:00Z');
const valid: ScheduleValues = {
  select_date: '2026-06-02',
  select_time: '09:00',
  name: 'Asha',
  email: 'asha@example.com',
  phone_number: '+919876543210',
  pincode: '282001',
  state_n_country: 'Uttar Pradesh, India',
  address: '12 Mall Road',
};

describe('checkSchedule', () => {
  it('takes a complete form with a date and time still ahead in India', () => {
    expect(checkSchedule(valid, now)).toEqual({});
    expect(checkSchedule({ ...valid, select_date: '2026-06-01', select_time: '10:30' }, now)).toEqual({});
  });

  it.each([
    ['a time already passed today', { select_date: '2026-06-01', select_time: '09:59' }, { select_date: messages.marketplaceArea.scheduleDatePast }],
    ['a date beyond 60 days', { select_date: '2026-08-01' }, { select_date: messages.marketplaceArea.scheduleDateTooFar }],
    ['no date', { select_date: '' }, { select_date: messages.marketplaceArea.scheduleDateInvalid }],
    ['no time', { select_time: '' }, { select_time: messages.marketplaceArea.scheduleTimeInvalid }],
    ['a 9-digit phone', { phone_number: '987654321' }, { phone_number: 'Enter a phone number of at least 10 digits.' }],
    ['a 5-digit pincode', { pincode: '28200' }, { pincode: 'Enter a 6-digit pincode.' }],
    ['a blank address', { address: '   ' }, { address: 'Enter the pickup address.' }],
    ['an e-mail without a domain', { email: 'asha@' }, { email: 'Enter a valid e-mail address.' }],
  ])('refuses %s', (_case, change, errors) => {
    expect(checkSchedule({ ...valid, ...change }, now)).toEqual(errors);
  });

  it("words the refusal with the spec's text, and the date's problem under it when there is one", () => {
    expect(scheduleRefusal({ phone_number: 'x' })).toBe(messages.marketplace.scheduleInvalid);
    expect(scheduleRefusal({ select_date: messages.marketplaceArea.scheduleDatePast })).toBe(
      `${messages.marketplace.scheduleInvalid}\n${messages.marketplaceArea.scheduleDatePast}`,
    );
  });
});

describe('checkReachUs', () => {
  const message = { name: 'Asha', email: 'asha@example.com', phone_number: '9876543210', message: 'Hello' };

  it('takes a 10-digit mobile number starting with 6 to 9', () => {
    expect(checkReachUs(message)).toEqual({});
    expect(checkReachUs({ ...message, phone_number: '6000000000' })).toEqual({});
  });

  it.each(['5876543210', '987654321', '+919876543210'])('refuses the phone %s', (phone) => {
    expect(Object.keys(checkReachUs({ ...message, phone_number: phone }))).toEqual(['phone_number']);
  });
});
