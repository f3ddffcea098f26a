// Zod-free: the cart and the pickup form use these on first load, the server for every amount it stores.

/*
 * Exact arithmetic on the API's decimal texts with two places (rupees, kg), in BigInt
 * hundredths (paise for rupees): no floating point touches money (ARCHITECTURE: money as
 * numeric, never floats). The server, the cart and the pickup form all round the same way.
 */

const twoPlaceDecimal = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;
const typedAmount = /^(\d+)(?:\.(\d{1,2}))?$/;

/** '14' → 1400n, '14.5' → 1450n, '-0.05' → -5n; anything else (three places, '1.', '') throws. */
export function toHundredths(value: string): bigint {
  const match = twoPlaceDecimal.exec(value.trim());
  if (!match) throw new Error(`not a two-place decimal: ${value}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const hundredths = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -hundredths : hundredths;
}

/** An amount as a person types it ('2.3'): its hundredths, or null when it is not a non-negative decimal with at most two places. */
export function readHundredths(text: string): bigint | null {
  const match = typedAmount.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** Hundredths as the API writes them: 3142n → '31.42', 5n → '0.05'. */
export function fromHundredths(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Hundredths × hundredths, rounded half up to hundredths: 2.35 kg × Rs 13.37 = 3142n paise (31.4195). */
export function multiplyHundredths(a: bigint, b: bigint): bigint {
  // hundredths × hundredths = ten-thousandths; + 50 and floor = half up.
  return (a * b + 50n) / 100n;
}

/** quantity × price, rounded half up to the paisa: multiply('2.50', '19.99') = '49.98'. */
export function multiply(quantity: string, price: string): string {
  return fromHundredths(multiplyHundredths(toHundredths(quantity), toHundredths(price)));
}

/** The exact sum: add(['0.10', '0.20']) = '0.30'. */
export function add(values: readonly string[]): string {
  return fromHundredths(values.reduce((sum, value) => sum + toHundredths(value), 0n));
}

/** A stored amount written with two places ('31.4' → '31.40'); none is '0.00'. */
export function twoPlaces(value: string | null): string {
  return fromHundredths(toHundredths(value ?? '0'));
}

/** A typed number (a kg quantity) that has at most two decimals, as a person means it (1.1 is 1.10, though the float is not). */
export function hasAtMostTwoPlaces(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** A number of at most two decimals (a kg quantity) as a two-place text: 1.5 → '1.50'. */
export function quantityText(quantity: number): string {
  return quantity.toFixed(2);
}
