import { numberFormat } from '@kt/contract/i18n/formats';

/** Kg from the server ('1250.50') as Indian readers write it: '1,250.5' (en-IN and hi-IN alike). */
export function formatKg(kg: string | number): string {
  const value = Number(kg);
  return Number.isFinite(value) ? numberFormat({ maximumFractionDigits: 2 }).format(value) : String(kg);
}
