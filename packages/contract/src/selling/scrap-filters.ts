import { catalogueRules } from '../admin/catalogue-rules.ts';

/*
 * The category filter of the selling page (spec 2.3): 'All', then the categories the server lists.
 * The spec's filter was a fixed list (All, Paper, Glass, Plastic, Metal, E-waste, Other); issue 28
 * lists the server's categories, so one an admin adds is filterable too.
 */

/** The saved sell item of the 'All' filter. */
export const allScrapKey = 'all';

/**
 * A saved sell item (a category's name in lower case, spec 2.3) as the page state carries it:
 * trimmed and in lower case; null when empty or longer than a category's name can be.
 */
export function sellItemKey(sellItem: string | null | undefined): string | null {
  const key = (sellItem ?? '').trim().toLowerCase();
  return key !== '' && key.length <= catalogueRules.nameMaxLength ? key : null;
}

/** The category of `categories` a saved sell item names; undefined for 'All' or a name not listed. */
export function categoryForSellItem<C extends { name: string }>(sellItem: string | null | undefined, categories: readonly C[]): C | undefined {
  const key = sellItemKey(sellItem);
  return key === null ? undefined : categories.find((category) => category.name.trim().toLowerCase() === key);
}
