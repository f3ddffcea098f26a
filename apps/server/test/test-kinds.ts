import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/*
 * The server's tests in two Vitest projects, sorted by what they use, not by their names:
 * - `api`: the test, or a module it imports (transitively, by relative value imports), builds
 *   the app, opens a database, or starts the server or the S3 stand-in. Only this project pays
 *   for the PGlite template (global-setup.ts) and runs on PostgreSQL when TEST_DATABASE_URL is set.
 * - `unit:server`: every other test (pure modules: money, paging, passwords, config...).
 * A new test file is sorted when Vitest starts; nothing to register.
 */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Calls that mean "not a unit test": test-app.ts, the db client, the app, the server process, the S3 stand-in. */
const apiMarkers = [
  /\bcreateTestApp\s*\(/,
  /\bopenTestDatabase\s*\(/,
  /\bopenDatabase\s*\(/,
  /\bbuildApp\s*\(/,
  /\btemplatePath\b/,
  /['"]src\/main\.ts['"]/,
  /\bstartS3Server\s*\(/,
];

/** Relative imports that load the module at run time (`import type` and `export type` are erased). */
const importPatterns = [
  /(?:^|[;}])\s*(?:import|export)(?!\s+type\b)[^;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm,
  /(?:^|[;}])\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm,
  /\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
];

type Scanned = { marked: boolean; imports: string[] };
const scanned = new Map<string, Scanned>();

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => existsSync(file) && statSync(file).isFile());
}

function scan(file: string): Scanned {
  const known = scanned.get(file);
  if (known) return known;
  const source = readFileSync(file, 'utf8');
  const imports = importPatterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].flatMap((match) => resolveImport(file, match[1] as string) ?? []),
  );
  const result = { marked: apiMarkers.some((marker) => marker.test(source)), imports };
  scanned.set(file, result);
  return result;
}

export function isApiTest(testFile: string): boolean {
  const seen = new Set<string>();
  const stack = [testFile];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file) || !/\.(ts|tsx|js|mjs)$/.test(file)) continue;
    seen.add(file);
    const { marked, imports } = scan(file);
    if (marked) return true;
    stack.push(...imports);
  }
  return false;
}

function testFiles(): string[] {
  return ['src', 'test'].flatMap((folder) =>
    readdirSync(path.join(serverRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts') && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.join(folder, file).split(path.sep).join('/')),
  );
}

export function sortServerTests(): { unit: string[]; api: string[] } {
  const unit: string[] = [];
  const api: string[] = [];
  for (const file of testFiles().sort()) (isApiTest(path.join(serverRoot, file)) ? api : unit).push(file);
  return { unit, api };
}

/** The server's two projects, for apps/server/vitest.config.ts and the root vitest.config.ts. */
export function serverTestProjects(): TestProjectInlineConfiguration[] {
  const { unit, api } = sortServerTests();
  return [
    // The server's timeout of old: hashing and password-strength tests take seconds on a busy machine.
    { root: serverRoot, test: { name: 'unit:server', include: unit, environment: 'node', testTimeout: 30_000 } },
    {
      root: serverRoot,
      test: {
        name: 'api',
        include: api,
        globalSetup: [path.join(serverRoot, 'test/global-setup.ts')],
        testTimeout: 30_000,
        hookTimeout: 60_000,
        // PGlite is WebAssembly and memory-hungry: two workers fit a 2-core machine.
        maxWorkers: 2,
      },
    },
  ];
}
