/** The words of an answer's HTML, for a short preview in the list (parsed inert: nothing runs). */
export function plainText(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
