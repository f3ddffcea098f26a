import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder, found by walking up to its package.json: the same answer from the
 * TypeScript sources (src/platform/) and from the compiled bundle (dist/), whose depths differ.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@kt/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('server root not found: no package.json named @kt/server above this file');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
