import { languageParameter, type Language } from '@kt/contract/i18n/languages';
import { rememberLanguage } from './browser-language.ts';

/**
 * The switch's choice: remembered on this device (the cookie the server renders pages by), then
 * the page loaded again in that language, without the `?lang=` of an alternate's address.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  const url = new URL(window.location.href);
  url.searchParams.delete(languageParameter);
  window.location.replace(url.toString());
}
