import { localizeEnglish } from '@kt/contract/i18n/catalogue';

/**
 * Whether a text the server sent is the catalogue text `text` (read in the page's language).
 * The API's contract texts stay English on the wire (issue 29) while the catalogue answers in
 * the page's language, so an English `msg` is compared through its twin: the branches on the
 * spec's exact `msg` values work in every language.
 */
export function isServerText(received: string | undefined, text: string): boolean {
  return received !== undefined && (received === text || localizeEnglish(received) === text);
}
