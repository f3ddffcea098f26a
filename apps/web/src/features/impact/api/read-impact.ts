import type { Impact, ImpactCategory } from '@kt/contract/impact/impact';

const kgText = (value: unknown): value is string => typeof value === 'string' && /^\d+\.\d{2}$/.test(value);
const wholeKg = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * An impact answer checked by hand (zod stays out of the About page's first load); anything
 * odd (an old server, a proxy's error page) is null, and the figure is left out rather than
 * made up.
 */
export function readImpact(raw: unknown): Impact | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const answer = raw as Record<string, unknown>;
  if (!kgText(answer.total_kg) || !wholeKg(answer.co2_kg) || !Array.isArray(answer.by_category)) return null;
  const rows: ImpactCategory[] = [];
  for (const item of answer.by_category as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const row = item as Record<string, unknown>;
    if (typeof row.category !== 'string' || !kgText(row.kg) || !wholeKg(row.co2_kg)) return null;
    rows.push({ category: row.category, kg: row.kg, co2_kg: row.co2_kg });
  }
  return { total_kg: answer.total_kg, co2_kg: answer.co2_kg, by_category: rows };
}

/** Nothing recycled yet: '0.00' kg (a fresh site, a new account). */
export function isEmptyImpact(impact: Impact): boolean {
  return Number(impact.total_kg) === 0;
}
