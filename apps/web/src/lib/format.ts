import { numberFormat } from '@kt/contract/i18n/formats';
import { indiaDate } from '@kt/contract/india-time';
import { formatPickupDate } from '@kt/contract/orders/pickup-dates';

/** Display formats of DESIGN.md: rupees and numbers as Indian readers write them, dates like '21 Nov 2026'. */

// In the locale of the page's language (issue 29): made once per locale by numberFormat().
const wholeRupees = () => numberFormat({ style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = () => numberFormat({ style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plainNumber = () => numberFormat({ maximumFractionDigits: 2 });

/** '₹1,25,000' for whole rupees, '₹14.50' otherwise. Takes the API's decimal strings ('14.50'). */
export function formatRupees(amount: string | number): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  return Number.isInteger(value) ? wholeRupees().format(value) : rupeesAndPaise().format(value);
}

/** A decimal from the server ('5.00', '1000.50') as a plain number: '5', '1,000.5'. */
export function formatNumber(value: string | number): string {
  const number = Number(value);
  return Number.isFinite(number) ? plainNumber().format(number) : String(value);
}

/** A YYYY-MM-DD date as '21 Nov 2026' (anything else as it is). */
export function formatDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatPickupDate(date) : date;
}

/** An instant (ISO) as its calendar day in India: '21 Nov 2026'. */
export function formatDayInIndia(instant: string): string {
  const parsed = new Date(instant);
  return Number.isNaN(parsed.getTime()) ? instant : formatDate(indiaDate(parsed));
}

/** A dealer's public id as people see it: KTD followed by the id (spec 2.3). */
export function displayDealerId(ktId: string): string {
  return ktId.toUpperCase().startsWith('KTD') ? ktId : `KTD${ktId}`;
}
