/** The category filter of the selling page (spec 2.3); 'All' shows every category. */
export const scrapFilters = ['All', 'Paper', 'Glass', 'Plastic', 'Metal', 'E-waste', 'Other'] as const;
export type ScrapFilter = (typeof scrapFilters)[number];

/** The filter a saved sell item (a lowercase category name) selects; 'All' when it names none. */
export function filterForSellItem(sellItem: string | null | undefined): ScrapFilter {
  const wanted = (sellItem ?? '').trim().toLowerCase();
  return scrapFilters.find((filter) => filter.toLowerCase() === wanted) ?? 'All';
}
