import { AsyncLocalStorage } from 'node:async_hooks';
import { registerTwin, setLanguageSource, type TwinModule } from '@kt/contract/i18n/catalogue';
import { baseLanguage, isLanguage, languageOfAcceptLanguage, languageOfCookies, type Language } from '@kt/contract/i18n/languages';

/*
 * The server's language of the moment (issue 29, decision 020): English unless the code runs
 * inside `inLanguage()`: a message to an account is written in the account's language, a page
 * in its visitor's. The API's answers are written outside it, so their texts stay English, as
 * the spec's client expects them byte for byte.
 */
const languageOfWork = new AsyncLocalStorage<Language>();

setLanguageSource(() => languageOfWork.getStore() ?? baseLanguage);

/** Runs `work` (and everything it awaits) in `language`. */
export function inLanguage<T>(language: Language, work: () => T): T {
  return languageOfWork.run(language, work);
}

/** The language of an account's column (`users.language`), English for anything else. */
export function accountLanguage(value: string | null | undefined): Language {
  return isLanguage(value) ? value : baseLanguage;
}

/** How to load one twin module: a static import, so the bundler (scripts/build.mjs) ships it. */
export type TwinLoader = () => Promise<TwinModule>;
/**
 * Every twin of the server's and the contract's catalogues, by language then module id
 * ('contract/messages', 'server/features/orders/order-emails'): the composition root's list
 * (src/twins.ts), checked against the files on disk by src/twins.test.ts.
 */
export type TwinRegistry = Partial<Record<Language, Readonly<Record<string, TwinLoader>>>>;

const loaded = new Map<TwinRegistry, Promise<void>>();

/** Loads every twin of `registry`, once, before the first message or page (awaited before the app listens). */
export function loadServerTwins(registry: TwinRegistry): Promise<void> {
  let loading = loaded.get(registry);
  if (!loading) {
    loading = Promise.all(
      Object.entries(registry).flatMap(([language, modules]) =>
        Object.entries(modules ?? {}).map(async ([moduleId, load]) => registerTwin(language, moduleId, await load())),
      ),
    ).then(() => undefined);
    loaded.set(registry, loading);
  }
  return loading;
}

/**
 * The language a request asks for (issue 29): the switch's `kt_lang` cookie, else its
 * Accept-Language. What a new account's messages are written in; never the API's contract texts.
 */
export function requestLanguage(headers: { cookie?: string | undefined; 'accept-language'?: string | undefined }): Language {
  return languageOfCookies(headers.cookie) ?? languageOfAcceptLanguage(headers['accept-language']);
}
