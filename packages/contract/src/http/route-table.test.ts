import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { definitions } from '../endpoint-definitions.ts';
import { renderRouteTables } from './route-table.ts';

const src = path.resolve(import.meta.dirname, '..');

describe('the route tables', () => {
  it('are what the definitions give (run `npm run generate --workspace packages/contract` after changing one)', () => {
    const [routes, adminRoutes] = renderRouteTables(definitions);
    expect(readFileSync(path.join(src, 'routes.ts'), 'utf8')).toBe(routes);
    expect(readFileSync(path.join(src, 'admin/admin-routes.ts'), 'utf8')).toBe(adminRoutes);
  });

  it('hold no zod, so a light page can import them', () => {
    for (const file of ['routes.ts', 'admin/admin-routes.ts', 'http/path-to.ts']) {
      const text = readFileSync(path.join(src, file), 'utf8');
      expect(text.match(/^import (?!type ).*$/gm) ?? [], file).toEqual([]);
    }
  });

  it('give each method and path pattern one definition', () => {
    const keys = Object.values(definitions).map((d) => `${d.method} ${d.path.replace(/:[A-Za-z_]\w*/g, ':')}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
