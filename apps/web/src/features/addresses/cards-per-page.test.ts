import { describe, expect, it } from 'vitest';
import { cardsPerPageForWidth, toPages } from './cards-per-page.ts';

describe('cardsPerPageForWidth', () => {
  it.each([
    [320, 1],
    [360, 1],
    [599, 1],
    [600, 2],
    [899, 2],
    [900, 3],
    [1440, 3],
  ])('shows %i px wide screens %i address card(s) per page', (width, expected) => {
    expect(cardsPerPageForWidth(width)).toBe(expected);
  });
});

describe('toPages', () => {
  it('splits five addresses into pages of two', () => {
    expect(toPages([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('gives no pages for no addresses', () => {
    expect(toPages([], 3)).toEqual([]);
  });
});
