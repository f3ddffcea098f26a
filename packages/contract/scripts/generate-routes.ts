// Writes the zod-free route tables from the endpoint definitions.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { definitions } from '../src/endpoint-definitions.ts';
import { renderRouteTables } from '../src/http/route-table.ts';

const src = path.resolve(import.meta.dirname, '../src');
const [routes, adminRoutes] = renderRouteTables(definitions);
writeFileSync(path.join(src, 'routes.ts'), routes);
writeFileSync(path.join(src, 'admin/admin-routes.ts'), adminRoutes);
console.info('wrote src/routes.ts and src/admin/admin-routes.ts');
