import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isLanguage, languageList } from '@kt/contract/i18n/languages';
import { serverTwins } from './twins.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Where the server's catalogues live, with the prefix of their module ids and how twins.ts imports them. */
const sources = [
  { prefix: 'server', dir: here, specifier: (stem: string, language: string) => `./${stem}.${language}.ts` },
  { prefix: 'contract', dir: path.resolve(here, '../../../packages/contract/src'), specifier: (stem: string, language: string) => `@kt/contract/${stem}.${language}` },
];

/** Every twin file on disk, as the line of twins.ts that loads it. */
function twinsOnDisk() {
  const found: { language: string; moduleId: string; line: string }[] = [];
  for (const { prefix, dir, specifier } of sources) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      const match = /^(.*)\.([a-z]{2})\.ts$/.exec(file.split(path.sep).join('/'));
      if (!match || match[1]?.endsWith('.test')) continue;
      const [, stem = '', language = ''] = match;
      if (!isLanguage(language) || language === 'en') continue;
      const moduleId = `${prefix}/${stem}`;
      found.push({ language, moduleId, line: `'${moduleId}': () => import('${specifier(stem, language)}'),` });
    }
  }
  return found;
}

describe('the server twins registry (src/twins.ts)', () => {
  it('lists every twin on disk, and nothing else', () => {
    const onDisk = twinsOnDisk();
    const missing = onDisk.filter(({ language, moduleId }) => !serverTwins[language as 'hi']?.[moduleId]).map(({ language, line }) => `${language}: ${line}`);
    expect(missing, 'add these lines to src/twins.ts').toEqual([]);
    const listed = Object.entries(serverTwins).flatMap(([language, modules]) => Object.keys(modules ?? {}).map((moduleId) => `${language}: ${moduleId}`));
    const extra = listed.filter((entry) => !onDisk.some(({ language, moduleId }) => `${language}: ${moduleId}` === entry));
    expect(extra, 'remove these lines from src/twins.ts (no such file)').toEqual([]);
  });

  it('imports each module id from its own file', () => {
    const source = readFileSync(path.join(here, 'twins.ts'), 'utf8');
    const wrong = twinsOnDisk().filter(({ moduleId, line }) => source.includes(`'${moduleId}':`) && !source.includes(line));
    expect(wrong.map(({ line }) => line), 'write these entries of src/twins.ts so: they import another file than their module id names').toEqual([]);
  });

  it('loads every listed twin', async () => {
    for (const language of languageList) {
      for (const [moduleId, load] of Object.entries(serverTwins[language] ?? {})) {
        expect(Object.keys(await load()).length, moduleId).toBeGreaterThan(0);
      }
    }
  });
});
