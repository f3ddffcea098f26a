// Writes the zod-free route tables from the endpoint definitions.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { definitionAreas } from '../src/endpoint-definitions.ts';
import { renderRouteTables } from '../src/http/route-table.ts';

const src = path.resolve(import.meta.dirname, '../src');
// An area that no longer exists leaves no stale module behind.
rmSync(path.join(src, 'routes'), { recursive: true, force: true });
mkdirSync(path.join(src, 'routes'));
const files = renderRouteTables(definitionAreas);
for (const { file, text } of files) writeFileSync(path.join(src, file), text);
console.info(`wrote ${files.length} route tables (${readdirSync(path.join(src, 'routes')).length} areas)`);
