import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A migrated, empty PGlite data directory dumped once per test run; each test file loads a copy. */
export const templatePath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.tmp/pglite-template.tar');
