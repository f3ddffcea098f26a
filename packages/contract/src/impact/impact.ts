import { z } from 'zod';

/** Kg as exact two-place decimal text ('12.50'). */
const ZKgText = z.string().regex(/^\d+\.\d{2}$/);

/** One category's share: kg recycled and the estimated kg CO2e avoided (whole kg). */
export const ZImpactCategory = z.object({
  category: z.string(),
  kg: ZKgText,
  co2_kg: z.number().int().nonnegative(),
});
export type ImpactCategory = z.infer<typeof ZImpactCategory>;

/**
 * GET /api/impact/customer/, /api/impact/dealer/ and /api/impact/site/ (issue 16, ours): the
 * weighed kg of Completed orders only, per category in the catalogue's order, and the CO2
 * avoided estimated with the factors of impact/factors.ts (total rounded from the exact sum,
 * so it may differ by a kg from the rounded rows added up).
 */
export const ZImpact = z.object({
  total_kg: ZKgText,
  co2_kg: z.number().int().nonnegative(),
  by_category: z.array(ZImpactCategory),
});
export type Impact = z.infer<typeof ZImpact>;
