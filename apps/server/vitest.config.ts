import { defineConfig } from 'vitest/config';
import { serverTestProjects } from './test/test-kinds.ts';

// Two projects, `unit:server` and `api` (test/test-kinds.ts sorts the files): only `api` makes
// the PGlite template. The root vitest.config.ts runs the same projects beside the other workspaces'.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: serverTestProjects(),
  },
});
