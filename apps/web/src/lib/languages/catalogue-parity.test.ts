import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueDifferences } from '@kt/contract/i18n/parity';
import { baseLanguage, languageList } from '@kt/contract/i18n/languages';

/*
 * Issue 29: a key in one language and not the other fails `npm test`. Every module of the web app
 * and the contract that defines a catalogue (defineTexts) has a twin in each other language,
 * exporting every catalogue with every key, functions with as many parameters.
 */
const repo = path.resolve(import.meta.dirname, '../../../../..');
const sources = ['apps/web/src', 'packages/contract/src'].map((dir) => path.join(repo, dir));

function cataloguedModules(): string[] {
  return sources.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|[a-z]{2})\.tsx?$/.test(file))
      .map((file) => path.join(dir, file))
      .filter((file) => /\bdefineTexts\(/.test(readFileSync(file, 'utf8')) && !file.endsWith(path.join('i18n', 'catalogue.ts'))),
  );
}

const otherLanguages = languageList.filter((language) => language !== baseLanguage);
const modules = cataloguedModules();

describe('every catalogue in every language', () => {
  it('finds the catalogues (the check is not vacuous)', () => {
    expect(modules.length).toBeGreaterThan(40);
  });

  for (const language of otherLanguages) {
    it.each(modules.map((file) => [path.relative(repo, file)]))(`${language}: %s has a complete twin`, async (relative) => {
      const file = path.join(repo, relative);
      const twinFile = file.replace(/\.ts$/, `.${language}.ts`);
      expect(existsSync(twinFile), `${path.relative(repo, twinFile)} is missing`).toBe(true);
      const [english, twin] = await Promise.all([import(/* @vite-ignore */ file), import(/* @vite-ignore */ twinFile)]);
      const source = readFileSync(file, 'utf8');
      const names = [...source.matchAll(/defineTexts\(\s*'[^']+',\s*'(\w+)'/g)].map((match) => match[1] as string);
      expect(names.length).toBeGreaterThan(0);
      expect(Object.keys(twin).sort(), 'the twin exports the same catalogues').toEqual([...names].sort());
      for (const name of names) {
        expect(catalogueDifferences(english[name], twin[name]), `${name}: keys missing or different in ${language}`).toEqual([]);
      }
    });
  }
});
