import type { TwinModule } from '@kt/contract/i18n/catalogue';
import { installLocalizer } from '@kt/contract/i18n/localize';
import { isLanguage, type Language } from '@kt/contract/i18n/languages';

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
// With the twins comes the map of the server's English texts to the page's language.
installLocalizer();

/** The English modules with a twin in `language` (for the checks). */
export function twinModules(language: Language): string[] {
  return [...(loaders.get(language)?.keys() ?? [])];
}

/** The loaders of the twins in `language`, by the English module's id. */
export function twinLoaders(language: Language): ReadonlyMap<string, () => Promise<TwinModule>> | undefined {
  return loaders.get(language);
}
