import { formatNumber } from '../../lib/format.ts';

/** A quantity and its unit: '12.5 kg'. */
export function formatQuantity(quantity: string, unit: string): string {
  return `${formatNumber(quantity)} ${unit}`;
}
