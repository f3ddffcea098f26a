import { useSyncExternalStore } from 'react';

/** Spec 2.6/9: the address carousel shows 1 card per page below 600 px, 2 below 900 px, 3 wider. */
export function cardsPerPageForWidth(width: number): 1 | 2 | 3 {
  if (width < 600) return 1;
  if (width < 900) return 2;
  return 3;
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The cards per page for the window's current width, updated as it is resized or rotated. */
export function useCardsPerPage(): 1 | 2 | 3 {
  return useSyncExternalStore(
    subscribe,
    () => cardsPerPageForWidth(window.innerWidth),
    () => 1,
  );
}

/** Splits a list into pages of `size` items. */
export function toPages<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}
