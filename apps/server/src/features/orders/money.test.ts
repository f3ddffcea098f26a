import { describe, expect, it } from 'vitest';
import { add, fromHundredths, multiply, quantityString, toHundredths } from './money.ts';

describe('money in exact hundredths', () => {
  it('reads and writes two-place decimals', () => {
    expect(toHundredths('14')).toBe(1400n);
    expect(toHundredths('14.5')).toBe(1450n);
    expect(toHundredths('0.05')).toBe(5n);
    expect(fromHundredths(123456789n)).toBe('1234567.89');
    expect(() => toHundredths('1.234')).toThrow();
  });

  it('multiplies kg by Rs/kg and rounds half up to the paisa', () => {
    expect(multiply('2.50', '19.99')).toBe('49.98'); // 49.975
    expect(multiply('0.10', '0.05')).toBe('0.01'); // 0.005
    expect(multiply('100000.00', '99999.99')).toBe('9999999000.00');
  });

  it('adds without floating-point drift', () => {
    expect(add(['0.10', '0.20'])).toBe('0.30');
    expect(quantityString(1.5)).toBe('1.50');
  });
});
