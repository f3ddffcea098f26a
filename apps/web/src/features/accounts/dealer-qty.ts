import { formatNumber } from '../../lib/format.ts';

/** Words of a dealer's quantity range per pickup (ours; the spec's dealer list has min_qty and qty). */
export const dealerQtyTexts = {
  minLabel: 'Minimum quantity (kg)',
  maxLabel: 'Maximum quantity (kg)',
  hint: 'Up to two decimals.',
  rangeLabel: 'Quantity per pickup',
  range: (min: string, max: string) => `${formatNumber(min)} kg to ${formatNumber(max)} kg`,
} as const;

/** A decimal from the server ('5.00', '12.50') as a person would type it ('5', '12.5'). */
export function qtyInputValue(value: string | undefined): string {
  if (!value) return '';
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
