import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import { inlineTextFiles, inlineTextIgnores, inlineTextSelectors } from './scripts/inline-text-rule.mjs';

// What neither a server feature nor the platform may import: other features, the composition root
// (app.ts, features.ts, main.ts), the seed, the scripts and the test support.
const serverAboveThePlatform = ['server-feature', 'server-composition', 'server-seed', 'server-scripts', 'server-test-support'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', '**/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Imports point one way (CONVENTIONS.md, Layout): app/ may import features, components and lib,
    // never the other way round. Route paths live in lib/paths.ts for that reason.
    files: [
      'apps/web/src/features/**/*.{ts,tsx}',
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // '../app/x', '../../app/x.ts', '../../../app/paths.ts', or a path through src/app.
              regex: '^(?:\\.\\./)+app(?:/|$)|(?:^|/)src/app(?:/|$)',
              message:
                'features/, components/ and lib/ must not import from app/; move the shared code to lib/ or components/.',
            },
          ],
        },
      ],
    },
  },
  {
    /*
     * Import zones (issue 25, ARCHITECTURE.md): a feature imports its own folder, the platform (or
     * the web's components/ and lib/), @kt/contract and npm packages, never another feature; the
     * platform, components/ and lib/ never import a feature. eslint-plugin-boundaries rather than
     * no-restricted-imports: it judges the resolved file, so '../receipts/x.ts' from orders/ and
     * '../../receipts/x.ts' from orders/sub/ are the same breach, whatever the depth of the importer.
     * Imports inside one element (a feature's own files) are not checked (checkInternals: false); an
     * import that does not resolve is not either (tsc refuses it). No web feature imports another's
     * files, not even an index.ts: app/ composes features, shared pieces live in components/ or lib/.
     * Test files may also reach the composition root, the seed and apps/server/test, which build the
     * whole app; never another feature's files. apps/server/test/lint-boundaries.test.ts proves the zones.
     */
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/elements': [
        { type: 'server-feature', pattern: 'apps/server/src/features/*', partialMatch: false },
        { type: 'server-platform', pattern: 'apps/server/src/platform', partialMatch: false },
        { type: 'server-seed', pattern: 'apps/server/src/seed', partialMatch: false },
        { type: 'server-scripts', pattern: 'apps/server/src/scripts', partialMatch: false },
        { type: 'server-test-support', pattern: 'apps/server/test', partialMatch: false },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', partialMatch: false },
        { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
        { type: 'web-shared', pattern: 'apps/web/src/{components,lib}', partialMatch: false },
        { type: 'contract', pattern: 'packages/contract', partialMatch: false },
        // The parent of the server folders above: alone, it holds app.ts, features.ts and main.ts.
        { type: 'server-composition', pattern: 'apps/server/src', partialMatch: false },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'server-feature' } },
              disallow: { to: { element: { types: { anyOf: serverAboveThePlatform } } } },
              message:
                'A server feature imports only its own folder, platform/, @kt/contract and npm packages: move what both features need to platform/ or the contract.',
            },
            {
              from: { element: { type: 'server-platform' } },
              disallow: { to: { element: { types: { anyOf: serverAboveThePlatform } } } },
              message:
                'platform/ must not import a feature, app.ts, features.ts, main.ts, the seed or the scripts: features build on the platform, not the other way round.',
            },
            {
              // Last of the server's, so it overrides the two above for test files only.
              from: { element: { types: { anyOf: ['server-feature', 'server-platform'] } }, file: { categories: 'test' } },
              allow: { to: { element: { types: { anyOf: ['server-composition', 'server-seed', 'server-test-support'] } } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-feature' } } },
              message:
                "A web feature must not import another feature's files: app/ composes features; move what both need to components/ or lib/.",
            },
            {
              from: { element: { type: 'web-shared' } },
              disallow: { to: { element: { type: 'web-feature' } } },
              message: 'components/ and lib/ must not import a feature; features build on them, not the other way round.',
            },
            {
              from: { element: { type: 'contract' } },
              disallow: { to: { element: { types: { anyOf: ['server-*', 'web-*'] } } } },
              message: 'The contract is shared by the server and the web: it imports neither.',
            },
            {
              from: { element: { type: 'server-*' } },
              disallow: { to: { element: { type: 'web-*' } } },
              message: 'The server never imports the web app; share through @kt/contract.',
            },
            {
              from: { element: { type: 'web-*' } },
              disallow: { to: { element: { type: 'server-*' } } },
              message: 'The web app never imports the server; share through @kt/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 29: no user text typed into a component (scripts/inline-text-rule.mjs).
    files: inlineTextFiles,
    ignores: inlineTextIgnores,
    rules: {
      'no-restricted-syntax': ['error', ...inlineTextSelectors],
    },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
