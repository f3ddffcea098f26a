/** Text for a LIKE/ILIKE pattern with the pattern's own characters (\ % _) taken literally. */
export function literalLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
