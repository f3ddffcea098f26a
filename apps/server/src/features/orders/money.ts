/**
 * Exact arithmetic on decimal strings with two places (rupees, kg), in BigInt hundredths:
 * no floating point touches money (ARCHITECTURE: money as numeric, never floats).
 */
export function toHundredths(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`not a two-place decimal: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const hundredths = BigInt(whole ?? '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -hundredths : hundredths;
}

export function fromHundredths(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** quantity × price, rounded half up to the paisa. */
export function multiply(quantity: string, price: string): string {
  const product = toHundredths(quantity) * toHundredths(price); // ten-thousandths
  return fromHundredths((product + 50n) / 100n);
}

export function add(values: readonly string[]): string {
  return fromHundredths(values.reduce((sum, value) => sum + toHundredths(value), 0n));
}

/** A kg quantity as a two-place decimal string (the contract allows at most two places). */
export function quantityString(quantity: number): string {
  return quantity.toFixed(2);
}
