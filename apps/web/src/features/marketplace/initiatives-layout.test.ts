import { describe, expect, it } from 'vitest';
import { pageAt, pageCount, slidesPerPage } from './initiatives-layout.ts';

describe('slidesPerPage (spec 9: 3, 2 below 900 px, 1 below 600 px)', () => {
  it.each([
    [1200, 3],
    [800, 2],
    [500, 1],
    [360, 1],
    [900, 3],
    [899, 2],
    [600, 2],
    [599, 1],
  ])('shows %i px wide %i per page', (width, perPage) => {
    expect(slidesPerPage(width)).toBe(perPage);
  });
});

describe('pageCount and pageAt', () => {
  it('counts a short last page as a page, and at least one', () => {
    expect(pageCount(7, 3)).toBe(3);
    expect(pageCount(6, 3)).toBe(2);
    expect(pageCount(0, 3)).toBe(1);
  });

  it('names the nearest page start, and the last page at the end of the row', () => {
    expect(pageAt(0, 500, 600, 3)).toBe(1);
    expect(pageAt(290, 1000, 600, 3)).toBe(1);
    expect(pageAt(310, 1000, 600, 3)).toBe(2);
    // Seven slides of three: the row ends before the third page could start at 1200.
    expect(pageAt(999, 1000, 600, 3)).toBe(3);
    expect(pageAt(0, 0, 600, 1)).toBe(1);
  });
});
