import { describe, expect, it } from 'vitest';
import { formatIndianMobile } from './mobile-number.ts';

describe('formatIndianMobile', () => {
  it('shows a +91 number in two groups of five digits', () => {
    expect(formatIndianMobile('+919876543210')).toBe('+91 98765 43210');
  });

  it('shows anything else as it is', () => {
    expect(formatIndianMobile('+14155550123')).toBe('+14155550123');
    expect(formatIndianMobile('9876543210')).toBe('9876543210');
  });
});
