import { describe, expect, it } from 'vitest';
import { formatRate, lineAmountPaise, paiseToRupees, toHundredths } from './money.ts';

describe('pickup money', () => {
  it('prices weight × rate half up to the paisa, like the server', () => {
    expect(lineAmountPaise('2.35', '13.37')).toBe(3142n); // 31.4195
    expect(lineAmountPaise('0.5', '0.01')).toBe(1n); // 0.005 rounds up
    expect(lineAmountPaise('0.49', '0.01')).toBe(0n);
    expect(lineAmountPaise('10000', '100000')).toBe(100_000_000_000n);
    expect(lineAmountPaise('0', '14.00')).toBe(0n);
  });

  it('reads only decimals with at most two places', () => {
    expect(toHundredths('2.3')).toBe(230n);
    expect(toHundredths('1.')).toBeNull();
    expect(toHundredths('1.234')).toBeNull();
    expect(toHundredths('-1')).toBeNull();
    expect(lineAmountPaise('', '14.00')).toBeNull();
  });

  it('writes paise as rupees with two places and rates without .00', () => {
    expect(paiseToRupees(3142n)).toBe('31.42');
    expect(paiseToRupees(5n)).toBe('0.05');
    expect(formatRate('14.00')).toBe('14');
    expect(formatRate('13.50')).toBe('13.50');
  });
});
