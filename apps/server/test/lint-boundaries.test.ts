import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The import zones of eslint.config.js, proven on fixture code linted as if it sat in the tree.
 * The plugin judges the file an import resolves to, and lets an import it cannot resolve pass
 * (tsc refuses those), so every fixture imports a file that exists today: the test picks it from
 * the folder, and says which folder lost its files rather than passing on an empty import.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** `preferred` in `folder` when it is still there, else the folder's first source file (not a test). */
function aFileOf(folder: string, preferred?: string): string {
  const dir = path.join(repoRoot, folder);
  if (preferred && existsSync(path.join(dir, preferred))) return `${folder}/${preferred}`;
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
  if (files.length === 0) throw new Error(`no source file left in ${folder} to import in a fixture`);
  return `${folder}/${(files[0] as string).split(path.sep).join('/')}`;
}

/** The import specifier that reaches `target` from `importer` (both relative to the repository). */
function specifier(importer: string, target: string): string {
  const relative = path.posix.relative(path.posix.dirname(importer), target);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The messages of the import-zone rules for `code` placed at `filePath`. */
async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages
    .filter((message) => message.ruleId === 'boundaries/dependencies' || message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

function importing(importer: string, ...targets: string[]): string {
  const lines = targets.map((target, index) => `import { name${index} } from '${specifier(importer, target)}';`);
  return `${lines.join('\n')}\nexport const all = [${targets.map((_, index) => `name${index}`).join(', ')}];\n`;
}

const serverFeatures = 'apps/server/src/features';
const webFeatures = 'apps/web/src/features';
const receiptsFile = aFileOf(`${serverFeatures}/receipts`, 'receipt-mail.ts');

// Loading the config and the TypeScript parser takes a few seconds on a busy machine.
describe('import zones', { timeout: 60_000 }, () => {
  describe('a server feature', () => {
    it("fails on an import of another feature's file, at any depth, as import, re-export or dynamic import", async () => {
      const importer = `${serverFeatures}/orders/x.ts`;
      // Today: import { name0 } from '../receipts/receipt-mail.ts';
      expect(await zoneErrors(importer, importing(importer, receiptsFile))).toHaveLength(1);
      const nested = `${serverFeatures}/orders/deep/inside/x.ts`;
      expect(await zoneErrors(nested, importing(nested, receiptsFile))).toHaveLength(1);
      const target = specifier(importer, receiptsFile);
      expect(await zoneErrors(importer, `export { x } from '${target}';\n`)).toHaveLength(1);
      expect(await zoneErrors(importer, `export const load = () => import('${target}');\n`)).toHaveLength(1);
    });

    it('fails on an import of the composition root, even of a type', async () => {
      const importer = `${serverFeatures}/receipts/x.ts`;
      const app = `import type { App } from '${specifier(importer, 'apps/server/src/app.ts')}';\nexport type A = App;\n`;
      const [message] = await zoneErrors(importer, app);
      expect(message).toMatch(/server feature imports only its own folder/);
    });

    it('may import its own folder, the platform, the contract and npm packages', async () => {
      const importer = `${serverFeatures}/orders/x.ts`;
      const own = aFileOf(`${serverFeatures}/orders`);
      const platform = aFileOf('apps/server/src/platform/http', 'errors.ts');
      const code = `${importing(importer, own, platform)}import { messages } from '@kt/contract/messages';\nimport { z } from 'zod';\nexport const b = [messages, z];\n`;
      expect(await zoneErrors(importer, code)).toEqual([]);
    });

    it("has tests that may build the whole app, never reach another feature's files", async () => {
      const importer = `${serverFeatures}/orders/x.test.ts`;
      const wholeApp = importing(importer, 'apps/server/src/app.ts', aFileOf('apps/server/src/seed', 'seed.ts'), aFileOf('apps/server/test', 'test-app.ts'));
      expect(await zoneErrors(importer, wholeApp)).toEqual([]);
      expect(await zoneErrors(importer, importing(importer, receiptsFile))).toHaveLength(1);
    });
  });

  describe('the server platform', () => {
    it('fails on an import of a feature or of the composition root', async () => {
      const importer = 'apps/server/src/platform/http/x.ts';
      const [featureError] = await zoneErrors(importer, importing(importer, receiptsFile));
      expect(featureError).toMatch(/platform\/ must not import a feature/);
      expect(await zoneErrors(importer, importing(importer, 'apps/server/src/app.ts'))).toHaveLength(1);
    });
  });

  describe('a web feature', () => {
    it("fails on an import of another feature's file", async () => {
      const importer = `${webFeatures}/orders/x.ts`;
      const catalogFile = aFileOf(`${webFeatures}/catalog`, 'components/category-grid.tsx');
      const [message] = await zoneErrors(importer, importing(importer, catalogFile));
      expect(message).toMatch(/web feature must not import another feature/);
    });

    it('fails on an import of app/ (the older rule, kept)', async () => {
      const importer = `${webFeatures}/orders/x.ts`;
      expect(await zoneErrors(importer, importing(importer, aFileOf('apps/web/src/app')))).not.toEqual([]);
    });

    it('may import its own folder, components/, lib/, the contract and npm packages', async () => {
      const importer = `${webFeatures}/orders/x.ts`;
      const own = aFileOf(`${webFeatures}/orders`);
      const code = `${importing(importer, own, aFileOf('apps/web/src/lib', 'paths.ts'), aFileOf('apps/web/src/components'))}import { messages } from '@kt/contract/messages';\nimport { useQuery } from '@tanstack/react-query';\nexport const b = [messages, useQuery];\n`;
      expect(await zoneErrors(importer, code)).toEqual([]);
    });

    it('is composed by app/, which may import any feature', async () => {
      const importer = 'apps/web/src/app/x.ts';
      expect(await zoneErrors(importer, importing(importer, aFileOf(`${webFeatures}/catalog`)))).toEqual([]);
    });
  });

  describe("the web's lib/ and components/", () => {
    it('fail on an import of a feature', async () => {
      for (const importer of ['apps/web/src/lib/x.ts', 'apps/web/src/components/x.tsx']) {
        const [message] = await zoneErrors(importer, importing(importer, aFileOf(`${webFeatures}/catalog`)));
        expect(message).toMatch(/components\/ and lib\/ must not import a feature/);
      }
    });
  });
});
