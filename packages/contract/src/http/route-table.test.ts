import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { definitionAreas, definitions } from '../endpoint-definitions.ts';
import { renderRouteTables } from './route-table.ts';

const src = path.resolve(import.meta.dirname, '..');

describe('the route tables', () => {
  it('are what the definitions give (run `npm run generate --workspace packages/contract` after changing one)', () => {
    const files = renderRouteTables(definitionAreas);
    for (const { file, text } of files) expect(readFileSync(path.join(src, file), 'utf8'), file).toBe(text);
    const areaFiles = files.filter(({ file }) => file.startsWith('routes/')).map(({ file }) => file.slice('routes/'.length));
    expect(readdirSync(path.join(src, 'routes')).sort()).toEqual(areaFiles.sort());
  });

  it('hold no zod, so a light page can import them', () => {
    const tables = renderRouteTables(definitionAreas).map(({ file }) => file);
    for (const file of [...tables, 'http/path-to.ts']) {
      const text = readFileSync(path.join(src, file), 'utf8');
      expect(text.match(/^import (?!type ).*$/gm) ?? [], file).toEqual([]);
    }
  });

  it('name every definition once across the areas', () => {
    const names = Object.values(definitionAreas).flatMap((area) => Object.keys(area));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names.sort()).toEqual(Object.keys(definitions).sort());
  });

  it('give each method and path pattern one definition', () => {
    const keys = Object.values(definitions).map((d) => `${d.method} ${d.path.replace(/:[A-Za-z_]\w*/g, ':')}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
