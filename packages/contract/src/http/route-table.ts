import type { EndpointDefinition } from './endpoint.ts';

/** The admin console's routes go to a table of their own, so no public page downloads them. */
export function isAdminRoute(definition: EndpointDefinition): boolean {
  return definition.path.startsWith('/v3/admin/') || (typeof definition.access !== 'string' && definition.access.every((c) => c === 'admin'));
}

const header = (what: string) =>
  [
    `// Generated from the endpoint definitions (${what}) by \`npm run generate --workspace packages/contract\`.`,
    '// Do not edit: a test fails when this file differs from what the definitions give.',
    '// Zod-free, so a light page can build its API paths without loading any schema. The web imports',
    "// routes by name (`import { signIn } from '@kt/contract/routes'`): its bundles then hold only the areas they call.",
  ].join('\n');

function table(entries: [string, EndpointDefinition][]): string {
  // One export a route: a page's bundle keeps only the routes it calls (`import * as routes`).
  return `${entries.map(([key, d]) => `export const ${key} = { method: '${d.method}', path: '${d.path}' } as Route<'${key}'>;`).join('\n')}\n`;
}

/** A route table module: its path under src/ and its text. */
export type RouteTableFile = { file: string; text: string };

/**
 * The route tables: one module an area under src/routes/ with `src/routes.ts` exporting them
 * all (the contract has no side effects, so a bundle keeps only the area modules a page calls),
 * and the console's own table in src/admin/admin-routes.ts.
 */
export function renderRouteTables(areas: Readonly<Record<string, Readonly<Record<string, EndpointDefinition>>>>): RouteTableFile[] {
  const preamble = (from: string) =>
    [
      `import type { definitions } from '${from}endpoint-definitions.ts';`,
      `import type { RouteRef } from '${from}http/path-to.ts';`,
      '',
      '/** A route of the table: its method and path, typed with its definition (never present at run time). */',
      "type Route<K extends keyof typeof definitions> = RouteRef<(typeof definitions)[K]['path']> & { readonly definition?: (typeof definitions)[K] };",
      '',
    ].join('\n');
  const sorted = (entries: [string, EndpointDefinition][]) => entries.sort(([a], [b]) => a.localeCompare(b));
  const files: RouteTableFile[] = [];
  const areaNames = Object.keys(areas).sort();
  const withPublic = areaNames.filter((area) => Object.values(areas[area] ?? {}).some((d) => !isAdminRoute(d)));
  for (const area of withPublic) {
    const entries = sorted(Object.entries(areas[area] ?? {}).filter(([, d]) => !isAdminRoute(d)));
    files.push({ file: `routes/${area}.ts`, text: `${header(`the ${area} area`)}\n${preamble('../')}${table(entries)}` });
  }
  files.push({
    file: 'routes.ts',
    text: `${header('all but the admin console')}\n${withPublic.map((area) => `export * from './routes/${area}.ts';`).join('\n')}\n`,
  });
  const adminEntries = sorted(Object.values(areas).flatMap((area) => Object.entries(area)).filter(([, d]) => isAdminRoute(d)));
  files.push({ file: 'admin/admin-routes.ts', text: `${header('the admin console')}\n${preamble('../')}${table(adminEntries)}` });
  return files;
}
