import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the repository's scripts, shared with eslint.config.js.
import { inlineTextFiles, inlineTextIgnores, inlineTextSelectors } from '../../../../../scripts/inline-text-rule.mjs';

/*
 * Issue 29: `npm test` fails when a component renders user text outside the catalogue. The rule is
 * ESLint's no-restricted-syntax with the selectors of scripts/inline-text-rule.mjs (JSX text, the
 * attributes a person reads, string literals in JSX), which `npm run lint` applies too; here it
 * runs alone, on every component of the web app.
 */
const repo = path.resolve(import.meta.dirname, '../../../../..');

function inlineTextLinter(): ESLint {
  return new ESLint({
    cwd: repo,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: inlineTextFiles,
        ignores: inlineTextIgnores,
        languageOptions: { parser: tseslint.parser as never, parserOptions: { ecmaFeatures: { jsx: true } } },
        rules: { 'no-restricted-syntax': ['error', ...inlineTextSelectors] },
      },
    ],
  });
}

describe('texts in components', () => {
  it('every text a component renders comes from a catalogue', { timeout: 120_000 }, async () => {
    const results = await inlineTextLinter().lintFiles(inlineTextFiles);
    const inline = results.flatMap((result) =>
      result.messages.map((message) => `${path.relative(repo, result.filePath)}:${message.line}:${message.column} ${message.message}`),
    );
    expect(results.length).toBeGreaterThan(200);
    expect(inline).toEqual([]);
  });

  it('finds a text typed into a component', async () => {
    const [result] = await inlineTextLinter().lintText('export function A() {\n  return <p title="Open menu">Sell your scrap</p>;\n}\n', {
      filePath: path.join(repo, 'apps/web/src/components/ui/inline-example.tsx'),
    });
    expect(result?.messages.map((message) => message.line)).toEqual([2, 2]);
  });
});
