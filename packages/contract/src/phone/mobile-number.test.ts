import { describe, expect, it } from 'vitest';
import { formatIndianMobile, maskIndianMobile, nationalDigits, toIndianE164 } from './mobile-number.ts';

describe('Indian mobile numbers', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['6000012345', '+916000012345'],
  ])('reads %s as %s', (typed, e164) => {
    expect(toIndianE164(typed)).toBe(e164);
  });

  it.each(['5876543210', '987654321', '98765432101', '+14155550123', '98765-4321a', ''])('refuses %s', (typed) => {
    expect(toIndianE164(typed)).toBeNull();
  });

  it('shows a number spaced, masked, and as its 10 digits', () => {
    expect(formatIndianMobile('+919876543210')).toBe('+91 98765 43210');
    expect(maskIndianMobile('+919876543210')).toBe('+91 98XXX XX210');
    expect(nationalDigits('+919876543210')).toBe('9876543210');
  });
});
