import { AsyncLocalStorage } from 'node:async_hooks';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { registerTwin, setLanguageSource, type TwinModule } from '@kt/contract/i18n/catalogue';
import { baseLanguage, isLanguage, type Language } from '@kt/contract/i18n/languages';

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

const here = path.dirname(fileURLToPath(import.meta.url));
/** The source folders whose catalogues have twins, with the prefix of their module ids. */
const sources = [
  { prefix: 'server', dir: path.resolve(here, '../..') },
  { prefix: 'contract', dir: path.dirname(fileURLToPath(import.meta.resolve('@kt/contract/i18n/catalogue'))).replace(/[/\\]i18n$/, '') },
];

let loaded: Promise<void> | undefined;

/** Loads every twin of the server's and the contract's catalogues, once, before the first message or page. */
export function loadServerTwins(): Promise<void> {
  loaded ??= (async () => {
    const imports: Promise<void>[] = [];
    for (const { prefix, dir } of sources) {
      for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        const match = /^(.*)\.([a-z]{2})\.ts$/.exec(file.split(path.sep).join('/'));
        if (!match || match[1]?.endsWith('.test') || !isLanguage(match[2])) continue;
        const [, stem, language] = match as unknown as [string, string, Language];
        imports.push(
          import(pathToFileURL(path.join(dir, file)).href).then((twin: TwinModule) => registerTwin(language, `${prefix}/${stem}`, twin)),
        );
      }
    }
    await Promise.all(imports);
  })();
  return loaded;
}
