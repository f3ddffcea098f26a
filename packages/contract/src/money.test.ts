import { describe, expect, it } from 'vitest';
import {
  add,
  fromHundredths,
  hasAtMostTwoPlaces,
  multiply,
  multiplyHundredths,
  quantityText,
  readHundredths,
  toHundredths,
  twoPlaces,
} from './money.ts';

describe('money in exact hundredths', () => {
  it('reads and writes two-place decimals', () => {
    expect(toHundredths('14')).toBe(1400n);
    expect(toHundredths('14.5')).toBe(1450n);
    expect(toHundredths('0.05')).toBe(5n);
    expect(toHundredths('-1.5')).toBe(-150n);
    expect(fromHundredths(123456789n)).toBe('1234567.89');
    expect(fromHundredths(-5n)).toBe('-0.05');
    expect(() => toHundredths('1.234')).toThrow();
    expect(() => toHundredths('1.')).toThrow();
  });

  it('reads a typed amount, or null when it is not a non-negative decimal with at most two places', () => {
    expect(readHundredths('2.3')).toBe(230n);
    expect(readHundredths(' 14 ')).toBe(1400n);
    expect(readHundredths('1.')).toBeNull();
    expect(readHundredths('1.234')).toBeNull();
    expect(readHundredths('-1')).toBeNull();
    expect(readHundredths('')).toBeNull();
  });

  it('multiplies kg by Rs/kg and rounds half up to the paisa', () => {
    expect(multiply('2.50', '19.99')).toBe('49.98'); // 49.975
    expect(multiply('0.10', '0.05')).toBe('0.01'); // 0.005
    expect(multiply('100000.00', '99999.99')).toBe('9999999000.00');
    expect(multiplyHundredths(235n, 1337n)).toBe(3142n); // 31.4195
    expect(multiplyHundredths(50n, 1n)).toBe(1n); // 0.005 rounds up
    expect(multiplyHundredths(49n, 1n)).toBe(0n);
    expect(multiplyHundredths(1_000_000n, 10_000_000n)).toBe(100_000_000_000n);
  });

  it('adds without floating-point drift', () => {
    expect(add(['0.10', '0.20'])).toBe('0.30');
    expect(add([])).toBe('0.00');
  });

  it('writes stored amounts and typed quantities with two places', () => {
    expect(twoPlaces('31.4')).toBe('31.40');
    expect(twoPlaces(null)).toBe('0.00');
    expect(quantityText(1.5)).toBe('1.50');
    expect(quantityText(1.15)).toBe('1.15');
  });

  it('tells a quantity of at most two decimals from one of more', () => {
    expect(hasAtMostTwoPlaces(1.1)).toBe(true);
    expect(hasAtMostTwoPlaces(2.35)).toBe(true);
    expect(hasAtMostTwoPlaces(1.234)).toBe(false);
  });
});
