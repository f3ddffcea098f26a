import { describe, expect, it } from 'vitest';
import { typedMobileDigits, ZMobileDigits } from './mobile-fields.ts';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

describe('the browser check of a mobile number', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
  ])('keeps the 10 digits of %s', (typed, digits) => {
    expect(typedMobileDigits(typed)).toBe(digits);
    expect(ZMobileDigits.parse(typed)).toBe(digits);
  });

  it.each(['5876543210', '987654321', '98765432101', '+1 9876543210', 'abcdefghij'])('refuses %s with the contract message', (typed) => {
    const result = ZMobileDigits.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(phoneMessages.invalidNumber);
  });
});
