import { multiplyHundredths, readHundredths } from '@kt/contract/money';

/**
 * The running total's arithmetic, the server's own (the contract's money module): amounts in
 * paise, amount = weight × rate rounded half up to the paisa, the total their sum.
 */

/** The amount of one item in paise: weight (kg, two places) × rate (Rs, two places); null for a weight not yet valid. */
export function lineAmountPaise(weightKg: string, rate: string): bigint | null {
  const weight = readHundredths(weightKg);
  const price = readHundredths(rate);
  if (weight === null || price === null) return null;
  return multiplyHundredths(weight, price);
}

/** A rate for a label: '14.00' → '14', '13.50' → '13.50'. */
export function formatRate(rate: string): string {
  return rate.endsWith('.00') ? rate.slice(0, -3) : rate;
}
