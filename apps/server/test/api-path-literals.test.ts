import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isApiPath } from '@kt/contract/api-paths';

/*
 * Every API path of a server route module or a web api module comes from its endpoint
 * definition in the contract (packages/contract/src/routes.ts through pathTo or callEndpoint), so
 * searching for an endpoint finds both sides (issue 25). This test fails on any string or template
 * literal that reads as an API path: one that begins with a prefix of `apiPathPrefixes`, by the
 * contract's own `isApiPath` (the /Frontend screens under an API prefix are the web app's).
 * It parses the code, so a path in a comment is no offence.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The files the rule covers, by folder and by what their path (relative to the folder) must match. */
const scopes: { folder: string; file: RegExp }[] = [
  // Server route modules: every module of a feature.
  { folder: 'apps/server/src/features', file: /\.ts$/ },
  // Web api modules: a feature's api/ folder and the web's lib/ (the API client lives there).
  { folder: 'apps/web/src/features', file: /(^|\/)api\/.*\.ts$/ },
  { folder: 'apps/web/src/lib', file: /^[^/]+\.ts$/ },
];

/** Tables written by a generator from the definitions are the paths' one home, not a copy. */
const generatedMark = /^\/\/ Generated from the endpoint definitions/;

function filesInScope(): string[] {
  return scopes.flatMap(({ folder, file }) =>
    readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
      .map((name) => name.split(path.sep).join('/'))
      .filter((name) => file.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => `${folder}/${name}`),
  );
}

/** The text a literal reads as; a template's substitutions become `{}`. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => `{}${span.literal.text}`)].join('');
  return undefined;
}

/** `file:line  'literal'` for each API path literal of one source file. */
function apiPathLiterals(file: string): string[] {
  const source = readFileSync(path.join(repoRoot, file), 'utf8');
  if (generatedMark.test(source)) return [];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== undefined && isApiPath(text)) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
      found.push(`${file}:${line + 1}  '${text}'`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('API path literals', () => {
  it('finds the files it covers', () => {
    const files = filesInScope();
    for (const { folder } of scopes) expect(files.some((file) => file.startsWith(`${folder}/`)), folder).toBe(true);
  });

  it('reads a literal or a template, not a comment or a screen path', () => {
    const probe = (code: string) => {
      const tree = ts.createSourceFile('probe.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      const texts: string[] = [];
      const visit = (node: ts.Node): void => {
        const text = literalText(node);
        if (text !== undefined && isApiPath(text)) texts.push(text);
        ts.forEachChild(node, visit);
      };
      visit(tree);
      return texts;
    };
    expect(probe("get('/v3/orders/'); // '/api/x'\nconst u = `/dealer_details/get-price/${id}/`;")).toEqual([
      '/v3/orders/',
      '/dealer_details/get-price/{}/',
    ]);
    expect(probe("const screen = '/api/verify/x/Frontend'; const page = '/dealer/profile';")).toEqual([]);
  });

  it('has none in a server route module or a web api module: paths come from the definitions', () => {
    const offenders = filesInScope().flatMap(apiPathLiterals);
    expect(offenders, `${offenders.length} API path literals:\n${offenders.join('\n')}`).toEqual([]);
  });
});
