/**
 * Kg of CO2e avoided per kg of scrap recycled, per category of the catalogue (issue 16). One
 * place for the figures: the server computes with them and docs/impact-factors.md explains them.
 * Plain numbers, no schema library, so a light page may read them. Estimates, not measurements.
 */

/** Where a factor comes from (docs/impact-factors.md gives the table and the conversion). */
export const impactSources = {
  'us-epa-warm-v15': {
    name: 'US EPA Waste Reduction Model (WARM), version 15, recycling emission factors (MTCO2E per short ton, converted to kg per kg)',
    year: 2020,
  },
  'kt-default': {
    name: 'Kabadi Techno conservative default: below every sourced factor, for a category without one',
    year: 2026,
  },
} as const;
export type ImpactSourceKey = keyof typeof impactSources;

export type ImpactFactor = {
  /** The catalogue's category names it applies to, compared lowercased and trimmed. */
  readonly names: readonly string[];
  /** Kg CO2e avoided per kg recycled, at most two decimals. */
  readonly kgCo2ePerKg: number;
  readonly source: ImpactSourceKey;
  /** The WARM material the figure is taken from. */
  readonly material: string;
};

/** The seeded catalogue's categories (apps/server/src/seed/seed-data.ts). */
export const impactFactors: readonly ImpactFactor[] = [
  { names: ['paper'], kgCo2ePerKg: 3.91, source: 'us-epa-warm-v15', material: 'Mixed Paper (general)' },
  { names: ['glass'], kgCo2ePerKg: 0.31, source: 'us-epa-warm-v15', material: 'Glass' },
  { names: ['plastic', 'plastics'], kgCo2ePerKg: 1.03, source: 'us-epa-warm-v15', material: 'Mixed Plastics' },
  { names: ['metal', 'metals'], kgCo2ePerKg: 4.84, source: 'us-epa-warm-v15', material: 'Mixed Metals' },
  { names: ['e-waste', 'ewaste', 'electronics'], kgCo2ePerKg: 0.87, source: 'us-epa-warm-v15', material: 'Mixed Electronics' },
];

/** For 'Other' and any category an admin adds later: conservative, below the lowest sourced factor (glass). */
export const impactDefaultFactor: ImpactFactor = { names: ['other'], kgCo2ePerKg: 0.25, source: 'kt-default', material: '(none)' };

/** The factor for a category name; the default for one without a sourced factor. */
export function impactFactorFor(categoryName: string): ImpactFactor {
  const name = categoryName.trim().toLowerCase();
  return impactFactors.find((factor) => factor.names.includes(name)) ?? impactDefaultFactor;
}
