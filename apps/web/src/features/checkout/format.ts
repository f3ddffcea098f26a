/** Display formats of DESIGN.md: rupees as Indians read them, dates like '21 Nov 2026'. */

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const kilograms = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** '₹1,25,000' for whole rupees, '₹14.50' otherwise. Takes the API's decimal strings ('14.50'). */
export function formatRupees(amount: string | number): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  return Number.isInteger(value) ? wholeRupees.format(value) : rupeesAndPaise.format(value);
}

/** A quantity as '2.5', '1,000'. */
export function formatQuantity(quantity: number): string {
  return kilograms.format(quantity);
}

// Fixed English month names: Intl's en-GB writes 'Sept' in some runtimes.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A YYYY-MM-DD date as '21 Nov 2026' (anything else as it is). */
export function formatDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || !month) return date;
  return `${Number(match[3])} ${month} ${match[1]}`;
}
