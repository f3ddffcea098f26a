import { baseLanguage, type Language } from './languages.ts';

/**
 * Catalogues in every language (issue 29, decision 020). A catalogue is written once in English,
 * `defineTexts('features/selling/texts', 'sellingFormTexts', { ... })`, and read as before
 * (`sellingFormTexts.addToCart`). Each entry is a getter that answers in the language of the
 * moment: the request's on the server (an AsyncLocalStorage the server installs), the page's in
 * the browser. A twin in another language lives beside the English module (`texts.hi.ts`), typed
 * `Twin<typeof english>` so that a missing or extra key does not compile; it is loaded only for a
 * visitor of that language, and only for the catalogues their pages import.
 */

/** What a catalogue holds: texts, texts with parameters, and groups of them. */
export type Entry = string | ((...args: never[]) => string) | { readonly [key: string]: Entry };
export type Catalogue = { readonly [key: string]: Entry };

/** The shape a twin in another language must have: the same keys, strings for strings, the same parameters for functions. */
export type Twin<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Twin<T[K]> };

/** A twin module: each of its exports is the twin of the English module's export of that name. */
export type TwinModule = Record<string, unknown>;

let languageNow: () => Language = () => baseLanguage;

/** Where the language of the moment comes from (the server's request, the browser's page). */
export function setLanguageSource(source: () => Language): void {
  languageNow = source;
}

export function currentLanguage(): Language {
  return languageNow();
}

/** The English catalogues defined so far, by module id then export name. */
const english = new Map<string, Map<string, Catalogue>>();
/** Twin modules loaded, by language then module id. */
const twins = new Map<string, Map<string, TwinModule>>();

/**
 * Defines an English catalogue of the module `moduleId` (its path under its package's `src`,
 * without `.ts`), exported as `name`; the twin module of a language exports the same name.
 */
export function defineTexts<T extends Catalogue>(moduleId: string, name: string, texts: T): T {
  let exports = english.get(moduleId);
  if (!exports) english.set(moduleId, (exports = new Map()));
  exports.set(name, texts);
  return view(moduleId, name, [], texts) as T;
}

function twinValue(language: string, moduleId: string, name: string, path: readonly string[], key: string): unknown {
  let node: unknown = twins.get(language)?.get(moduleId)?.[name];
  for (const step of path) node = (node as Record<string, unknown> | undefined)?.[step];
  return (node as Record<string, unknown> | undefined)?.[key];
}

function view(moduleId: string, name: string, path: readonly string[], texts: Catalogue): Catalogue {
  const out: Record<string, Entry> = {};
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'object') {
      out[key] = view(moduleId, name, [...path, key], value);
      continue;
    }
    Object.defineProperty(out, key, {
      enumerable: true,
      get() {
        const language = languageNow();
        if (language === baseLanguage) return value;
        const translated = twinValue(language, moduleId, name, path, key);
        return typeof translated === typeof value ? translated : value;
      },
    });
  }
  return Object.freeze(out);
}

/** The module ids of every English catalogue defined so far (the ones a page's code has imported). */
export function definedModules(): string[] {
  return [...english.keys()];
}

export function isTwinLoaded(language: string, moduleId: string): boolean {
  return twins.get(language)?.has(moduleId) ?? false;
}

/** Makes a twin module's texts answer for `language`. */
export function registerTwin(language: string, moduleId: string, twin: TwinModule): void {
  let loaded = twins.get(language);
  if (!loaded) twins.set(language, (loaded = new Map()));
  loaded.set(moduleId, twin);
}

/** The English catalogues as written (for checks: parity, the reverse map of server texts). */
export function englishCatalogues(): ReadonlyMap<string, ReadonlyMap<string, Catalogue>> {
  return english;
}

/** A loaded twin module (for checks). */
export function loadedTwin(language: string, moduleId: string): TwinModule | undefined {
  return twins.get(language)?.get(moduleId);
}

/**
 * A text the server sent (in English: the API's contract stays English) in the language of the
 * moment, when a catalogue holds it (localize.ts, loaded with the twins: an English page never
 * downloads it); anything else as it came. The toasts and the form kit call it, so a feature need not.
 */
export function localizeEnglish(text: string): string {
  if (!localizer || languageNow() === baseLanguage || !text) return text;
  return localizer(text);
}

let localizer: ((text: string) => string) | undefined;

/** Installs the mapping of English texts (localize.ts does, when it loads). */
export function setLocalizer(localize: (text: string) => string): void {
  localizer = localize;
}

/** The twin's value at a path of a catalogue in the language of the moment, if a string. */
export function twinText(moduleId: string, name: string, path: readonly string[]): string | undefined {
  const value = twinValue(languageNow(), moduleId, name, path.slice(0, -1), path.at(-1) as string);
  return typeof value === 'string' ? value : undefined;
}
