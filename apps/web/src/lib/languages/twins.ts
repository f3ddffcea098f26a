import { currentLanguage, isTwinLoaded, definedModules, registerTwin } from '@kt/contract/i18n/catalogue';
import { baseLanguage, type Language } from '@kt/contract/i18n/languages';

/*
 * The twins are found by twin-loaders.ts, its own chunk: only a page in another language than
 * English downloads it (the server names it in such a page's HTML with the twins it needs).
 */

/**
 * Loads the twins in `language` of every catalogue imported so far (all of them with `all`: the
 * server renders any page in any language). Nothing for English.
 */
export async function loadTwins(language: Language, all = false): Promise<void> {
  if (language === baseLanguage) return;
  const { twinLoaders } = await import('./twin-loaders.ts');
  const byModule = twinLoaders(language);
  if (!byModule) return;
  const wanted = all ? [...byModule.keys()] : definedModules();
  await Promise.all(
    wanted
      .filter((moduleId) => !isTwinLoaded(language, moduleId))
      .map(async (moduleId) => {
        const load = byModule.get(moduleId);
        if (load) registerTwin(language, moduleId, await load());
      }),
  );
}

let pageLanguage: Language = baseLanguage;

/** The browser: the language the page is drawn in for its whole life (from the server's <html data-language>). */
export function setPageLanguage(language: Language): void {
  pageLanguage = language;
}

/** The browser's language source (main.tsx installs it). */
export function browserPageLanguage(): Language {
  return pageLanguage;
}

/** The language the page is drawn in: the browser's page, or the server's render in progress. */
export function getPageLanguage(): Language {
  return currentLanguage();
}

/**
 * A lazy module's loader that also loads the twins its catalogues need, so a page or part drawn
 * in Hindi never shows its English texts first: `lazy(withTwins(() => import('./page.tsx')))`.
 */
export function withTwins<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const loaded = await load();
    await loadTwins(currentLanguage());
    return loaded;
  };
}
