/** A dealer's public id as people see it: KTD followed by the id (spec 2.3). */
export function displayDealerId(ktId: string): string {
  return ktId.toUpperCase().startsWith('KTD') ? ktId : `KTD${ktId}`;
}

/** Lowercase and trimmed, for matching what was typed in a search box. */
export function normalizeSearch(text: string): string {
  return text.trim().toLocaleLowerCase('en-IN');
}
