/**
 * The initiatives carousel's slides per page (spec 9): 3, 2 below 900 px, 1 below 600 px of
 * viewport width. marketplace.css sets the slide widths with the same breakpoints; the buttons
 * and the page indicator count with this.
 */
export const initiativeBreakpoints = { twoBelow: 900, oneBelow: 600 } as const;

export function slidesPerPage(viewportWidth: number): 1 | 2 | 3 {
  if (viewportWidth < initiativeBreakpoints.oneBelow) return 1;
  if (viewportWidth < initiativeBreakpoints.twoBelow) return 2;
  return 3;
}

/** How many pages `count` slides make, at least one. */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/**
 * The page (from 1) a scroll position shows: the last one once the row is scrolled to its end
 * (a short last page cannot start at a page boundary), otherwise the nearest page start.
 */
export function pageAt(scrollLeft: number, maxScrollLeft: number, pageWidth: number, pages: number): number {
  if (pages <= 1 || pageWidth <= 0) return 1;
  if (scrollLeft >= maxScrollLeft - 2) return pages;
  return Math.min(pages, Math.max(1, Math.round(scrollLeft / pageWidth) + 1));
}
