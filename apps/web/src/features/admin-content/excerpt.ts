/** The first words of a text, to tell items apart in buttons and dialogs. */
export function excerpt(text: string, length = 40): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > length ? `${oneLine.slice(0, length)}…` : oneLine;
}
