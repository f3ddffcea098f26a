/** Lowercase and trimmed, for matching what was typed in a search box. */
export function normalizeSearch(text: string): string {
  return text.trim().toLocaleLowerCase('en-IN');
}
