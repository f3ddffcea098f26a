const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** An amount as Indian users read it: ₹0, ₹1,25,000 (DESIGN: Intl.NumberFormat('en-IN')). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
