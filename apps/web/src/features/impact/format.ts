const kgFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Kg from the server ('1250.50') as Indian readers write it: '1,250.5'. */
export function formatKg(kg: string | number): string {
  const value = Number(kg);
  return Number.isFinite(value) ? kgFormat.format(value) : String(kg);
}
