import { numberFormat } from '@kt/contract/i18n/formats';
import { formatNumber } from '../../lib/format.ts';

/** Whole numbers in the page's locale (en-IN or hi-IN; made on use, cached by locale). */
const whole = () => numberFormat({ maximumFractionDigits: 0 });
const priceWithPaise = () => numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A count as Indian readers write it: '1,25,000'. */
export function formatCount(count: number): string {
  return whole().format(count);
}

/** A price's decimal text ('14.00', '1250.50') as '14' or '1,250.50'. */
export function formatPrice(price: string): string {
  const value = Number(price);
  if (!Number.isFinite(value)) return price;
  return Number.isInteger(value) ? whole().format(value) : priceWithPaise().format(value);
}

/** Kilograms' decimal text ('2080.00') as '2,080'. */
export function formatKg(kg: string): string {
  return formatNumber(kg);
}

/** An average rating with one decimal: '4.5', '4.0'. */
export function formatRating(average: number): string {
  return average.toFixed(1);
}
