import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { serverTestProjects } from './apps/server/test/test-kinds.ts';

/*
 * Every Vitest test of the monorepo, in projects:
 * - unit:contract, unit:web (jsdom, apps/web's vite config and vitest.setup.ts), unit:server:
 *   no database; `npm run test:unit` runs them (`--project 'unit:*'`).
 * - api: server tests that build the app, open a database or start a server (sorted by
 *   apps/server/test/test-kinds.ts), on a copy of the PGlite template, or on PostgreSQL when
 *   TEST_DATABASE_URL is set; `npm run test:api`. Only this project makes the template.
 * Each workspace's own config still runs its tests alone (`cd apps/server && npx vitest run src/x`).
 */

// Absolute: Vitest also finds this file from a folder without a config of its own.
const here = path.dirname(fileURLToPath(import.meta.url));
const workspace = (folder: string) => path.join(here, folder);

export default defineConfig({
  test: {
    // Two cores: one test file per core.
    maxWorkers: 2,
    projects: [
      { extends: workspace('packages/contract/vitest.config.ts'), root: workspace('packages/contract'), test: { name: 'unit:contract' } },
      // One jsdom per worker rather than per file: a third of the time. vitest.setup.ts still gives
      // every file fresh app modules, so module state and vi.mock stay per file.
      { extends: workspace('apps/web/vite.config.ts'), root: workspace('apps/web'), test: { name: 'unit:web', isolate: false } },
      ...serverTestProjects(),
    ],
  },
});
