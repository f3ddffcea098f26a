import type { EndpointDefinition } from './endpoint.ts';

/** The admin console's routes go to a table of their own, so no public page downloads them. */
export function isAdminRoute(definition: EndpointDefinition): boolean {
  return definition.path.startsWith('/v3/admin/') || (typeof definition.access !== 'string' && definition.access.every((c) => c === 'admin'));
}

const header = (what: string) =>
  [
    `// Generated from the endpoint definitions (${what}) by \`npm run generate --workspace packages/contract\`.`,
    '// Do not edit: a test fails when this file differs from what the definitions give.',
    '// Zod-free, so a light page can build its API paths without loading any schema.',
  ].join('\n');

function table(name: string, entries: [string, EndpointDefinition][]): string {
  const lines = entries.map(
    ([key, d]) => `  ${key}: { method: '${d.method}', path: '${d.path}' } as Route<'${key}'>,`,
  );
  return `export const ${name} = {\n${lines.join('\n')}\n} as const;\n`;
}

/** The text of the two route tables: [routes.ts, admin/admin-routes.ts]. */
export function renderRouteTables(definitions: Readonly<Record<string, EndpointDefinition>>): [string, string] {
  const entries = Object.entries(definitions).sort(([a], [b]) => a.localeCompare(b));
  const publicEntries = entries.filter(([, d]) => !isAdminRoute(d));
  const adminEntries = entries.filter(([, d]) => isAdminRoute(d));
  const preamble = (from: string) =>
    [
      `import type { definitions } from '${from}endpoint-definitions.ts';`,
      `import type { RouteRef } from '${from}http/path-to.ts';`,
      '',
      '/** A route of the table: its method and path, typed with its definition (never present at run time). */',
      "type Route<K extends keyof typeof definitions> = RouteRef<(typeof definitions)[K]['path']> & { readonly definition?: (typeof definitions)[K] };",
      '',
    ].join('\n');
  return [
    `${header('all but the admin console')}\n${preamble('./')}${table('routes', publicEntries)}`,
    `${header('the admin console')}\n${preamble('../')}${table('adminRoutes', adminEntries)}`,
  ];
}
