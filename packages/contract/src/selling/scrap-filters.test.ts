import { describe, expect, it } from 'vitest';
import { catalogueRules } from '../admin/catalogue-rules.ts';
import { categoryForSellItem, sellItemKey } from './scrap-filters.ts';

const categories = [
  { id: 1, name: 'Paper' },
  { id: 7, name: 'Old Books' },
];

describe('the selling page filter', () => {
  it('keeps any category name as the saved sell item, in lower case, and drops what cannot be a name', () => {
    expect(sellItemKey(' Old Books ')).toBe('old books');
    expect(sellItemKey('')).toBeNull();
    expect(sellItemKey(null)).toBeNull();
    expect(sellItemKey('x'.repeat(catalogueRules.nameMaxLength + 1))).toBeNull();
  });

  it("finds the server's category a saved sell item names, one an admin added too (issue 28)", () => {
    expect(categoryForSellItem('old books', categories)?.id).toBe(7);
    expect(categoryForSellItem('paper', categories)?.id).toBe(1);
    expect(categoryForSellItem('all', categories)).toBeUndefined();
    expect(categoryForSellItem('metal', categories)).toBeUndefined();
  });
});
