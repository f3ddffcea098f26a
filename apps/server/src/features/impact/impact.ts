import { impactFactorFor } from '@kt/contract/impact/factors';
import type { Impact } from '@kt/contract/impact/impact';
import { add, fromHundredths, toHundredths } from '@kt/contract/money';

/** One category's weighed kg (exact two-place text) as the repository sums it. */
export type CategoryKg = { readonly category: string; readonly kg: string };

/** A factor (kg CO2e per kg, at most two decimals) in hundredths, so the estimate is computed without floats. */
function factorHundredths(category: string): bigint {
  return BigInt(Math.round(impactFactorFor(category).kgCo2ePerKg * 100));
}

/** Ten-thousandths of a kg to whole kg, half up (never negative here). */
function wholeKg(tenThousandths: bigint): number {
  return Number((tenThousandths + 5_000n) / 10_000n);
}

/**
 * The answer of the impact endpoints: kg summed exactly, CO2 per category from its factor,
 * and the total CO2 rounded once from the exact sum (not from the rounded rows).
 */
export function impactOf(rows: readonly CategoryKg[]): Impact {
  let co2Total = 0n;
  const byCategory = rows.map((row) => {
    const co2 = toHundredths(row.kg) * factorHundredths(row.category);
    co2Total += co2;
    return { category: row.category, kg: fromHundredths(toHundredths(row.kg)), co2_kg: wholeKg(co2) };
  });
  return { total_kg: add(rows.map((row) => row.kg)), co2_kg: wholeKg(co2Total), by_category: byCategory };
}
