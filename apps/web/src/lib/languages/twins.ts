import { currentLanguage, isTwinLoaded, definedModules, registerTwin, type TwinModule } from '@kt/contract/i18n/catalogue';
import { baseLanguage, isLanguage, type Language } from '@kt/contract/i18n/languages';

/*
 * The twins of the catalogues in the other languages (texts.hi.ts beside texts.ts), each its own
 * chunk: a page loads the twins of the catalogues its code imported, in its visitor's language
 * only, so an English visitor downloads no Hindi (issue 29, decision 020). The patterns take any
 * two-letter language: a new language's twins are found without a change here.
 */
const webTwins = import.meta.glob<TwinModule>(['../../**/*.[a-z][a-z].ts', '!../../**/*.test.ts', '!../../**/*.d.ts']);
const contractTwins = import.meta.glob<TwinModule>(['../../../../../packages/contract/src/**/*.[a-z][a-z].ts', '!**/*.test.ts', '!**/*.d.ts']);

/** Twin loaders by language, then by the English module's id (`web/features/selling/texts`). */
const loaders = new Map<string, Map<string, () => Promise<TwinModule>>>();

function addLoaders(modules: Record<string, () => Promise<TwinModule>>, prefix: string, base: string) {
  for (const [file, load] of Object.entries(modules)) {
    const match = /^(.*)\.([a-z]{2})\.ts$/.exec(file.slice(file.indexOf(base) + base.length));
    if (!match || !isLanguage(match[2])) continue;
    const [, stem, language] = match as unknown as [string, string, Language];
    let byModule = loaders.get(language);
    if (!byModule) loaders.set(language, (byModule = new Map()));
    byModule.set(`${prefix}/${stem}`, load);
  }
}
addLoaders(webTwins, 'web', '../../');
addLoaders(contractTwins, 'contract', 'packages/contract/src/');

/** The English modules with a twin in `language` (for the parity check). */
export function twinModules(language: Language): string[] {
  return [...(loaders.get(language)?.keys() ?? [])];
}

/**
 * Loads the twins in `language` of every catalogue imported so far (all of them with `all`: the
 * server renders any page in any language). Nothing for English.
 */
export async function loadTwins(language: Language, all = false): Promise<void> {
  if (language === baseLanguage) return;
  const byModule = loaders.get(language);
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
