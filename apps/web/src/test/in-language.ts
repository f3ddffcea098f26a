import { setLanguageSource } from '@kt/contract/i18n/catalogue';
import { baseLanguage, type Language } from '@kt/contract/i18n/languages';
import { loadTwins, setPageLanguage } from '../lib/languages/twins.ts';

/**
 * Draws what follows in `language`, as the browser does for a page in that language: every twin
 * of that language loaded, the page's language set. `inLanguage(baseLanguage)` goes back to English.
 */
export async function inLanguage(language: Language): Promise<void> {
  await loadTwins(language, true);
  setPageLanguage(language);
  setLanguageSource(() => language);
}

export function backToEnglish(): void {
  setPageLanguage(baseLanguage);
  setLanguageSource(() => baseLanguage);
}
