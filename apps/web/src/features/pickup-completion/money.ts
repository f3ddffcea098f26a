/**
 * Exact rupee arithmetic for the running total, the server's rule (apps/server/src/features/
 * orders/money.ts): amounts in paise as integers, amount = weight × rate rounded half up to the
 * paisa, the total their sum. Never floats.
 */

const decimalText = /^(\d+)(?:\.(\d{1,2}))?$/;

/** '13.37' → 1337n hundredths; null when the text is not a non-negative decimal with at most two places. */
export function toHundredths(text: string): bigint | null {
  const match = decimalText.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** The amount of one item in paise: weight (kg, two places) × rate (Rs, two places), half up; null for a weight not yet valid. */
export function lineAmountPaise(weightKg: string, rate: string): bigint | null {
  const weight = toHundredths(weightKg);
  const price = toHundredths(rate);
  if (weight === null || price === null) return null;
  // hundredths × hundredths = ten-thousandths of a rupee; + 50 and floor = half up to the paisa.
  return (weight * price + 50n) / 100n;
}

/** Paise as the rupee text the server uses: 3142n → '31.42'. */
export function paiseToRupees(paise: bigint): string {
  const whole = paise / 100n;
  const fraction = (paise % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** A rate for a label: '14.00' → '14', '13.50' → '13.50'. */
export function formatRate(rate: string): string {
  return rate.endsWith('.00') ? rate.slice(0, -3) : rate;
}
