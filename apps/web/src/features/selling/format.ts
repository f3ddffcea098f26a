const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const plainNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A rupee amount as Indian readers write it: '₹14', '₹14.50', '₹1,25,000'. */
export function formatRupees(amount: string | number): string {
  const value = Number(amount);
  return Number.isInteger(value) ? wholeRupees.format(value) : rupeesAndPaise.format(value);
}

/** A decimal string from the server ('5.00', '12.50') as a plain number: '5', '12.5'. */
export function formatNumber(value: string | number): string {
  return plainNumber.format(Number(value));
}

/** A dealer's public id as people see it: KTD followed by the id (spec 2.3). */
export function displayDealerId(ktId: string): string {
  return ktId.toUpperCase().startsWith('KTD') ? ktId : `KTD${ktId}`;
}

/** Lowercase and trimmed, for matching what was typed in a search box. */
export function normalizeSearch(text: string): string {
  return text.trim().toLocaleLowerCase('en-IN');
}
