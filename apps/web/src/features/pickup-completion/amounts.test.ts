import { describe, expect, it } from 'vitest';
import { formatRate, lineAmountPaise } from './amounts.ts';

describe('pickup amounts', () => {
  it('prices weight × rate half up to the paisa, like the server', () => {
    expect(lineAmountPaise('2.35', '13.37')).toBe(3142n); // 31.4195
    expect(lineAmountPaise('0.5', '0.01')).toBe(1n); // 0.005 rounds up
    expect(lineAmountPaise('0.49', '0.01')).toBe(0n);
    expect(lineAmountPaise('10000', '100000')).toBe(100_000_000_000n);
    expect(lineAmountPaise('0', '14.00')).toBe(0n);
  });

  it('has no amount for a weight not yet valid', () => {
    expect(lineAmountPaise('', '14.00')).toBeNull();
    expect(lineAmountPaise('1.', '14.00')).toBeNull();
    expect(lineAmountPaise('-1', '14.00')).toBeNull();
  });

  it('writes rates without .00', () => {
    expect(formatRate('14.00')).toBe('14');
    expect(formatRate('13.50')).toBe('13.50');
  });
});
