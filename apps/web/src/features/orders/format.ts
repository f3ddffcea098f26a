import { indiaDate } from '@kt/contract/orders/pickup-dates';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A YYYY-MM-DD date as people read it (DESIGN: '21 Nov 2026'). Written by hand: Intl's en-GB
 * months vary between engines ('Sep' or 'Sept').
 */
export function formatDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) return date;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** When an order was placed (an ISO instant), as its day in India. */
export function formatPlacedOn(createdAt: string): string {
  const instant = new Date(createdAt);
  return Number.isNaN(instant.getTime()) ? createdAt : formatDate(indiaDate(instant));
}

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** A rupee amount the API sends as a decimal string ('1250.50'): '₹1,250.50'; whole amounts without paise ('₹1,25,000'). */
export function formatRupees(amount: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  return Number.isInteger(value) ? wholeRupees.format(value) : rupeesAndPaise.format(value);
}

const quantityFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A quantity and its unit: '12.5 kg'. */
export function formatQuantity(quantity: string, unit: string): string {
  const value = Number(quantity);
  return `${Number.isFinite(value) ? quantityFormat.format(value) : quantity} ${unit}`;
}
