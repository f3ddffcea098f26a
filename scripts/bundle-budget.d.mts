// Types of bundle-budget.mjs for the TypeScript test that calls it (apps/web/src/bundle-budget.test.ts).

/** apps/web/bundle-budget.json */
export type Budget = {
  limitKbGzip: number;
  /** Per language other than English, the most its twins may add to a page's first load (gzip KB; issue 29). */
  languageExtraKbGzip?: Record<string, number>;
  /** Per page path, the route modules (manifest keys) its first visit loads beside the entry. */
  pages: Record<string, string[]>;
  /** Text that must not be in a page's first-load JavaScript, and why. */
  forbiddenInFirstLoad?: Record<string, string>;
  /** Manifest key prefixes (source modules) that must not be in a page's first load, and why. */
  forbiddenModulesInFirstLoad?: Record<string, string>;
  /** Text that must not be in any JavaScript of the build, and why. */
  forbiddenInBuild?: Record<string, string>;
  /** Text that some JavaScript of the build must contain, and why. */
  requiredInBuild?: Record<string, string>;
};

export type BundleCheck = { ok: boolean; lines: string[] };

export function checkBundle(dist: string, budget: Budget): BundleCheck;
