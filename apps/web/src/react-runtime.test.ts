import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';

// Decision 017: one renderer everywhere. The unit tests, `npm run dev` and the build all run
// React 19's react-dom from the same package; an alias (as Preact's once was, decision 007) or a
// second copy would let the tests pass on code that is not what ships.
const webRoot = path.resolve(import.meta.dirname, '..');
const fromWeb = createRequire(path.join(webRoot, 'package.json'));
const specifiers = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'];

/** The folder of the package Node resolves `name` to from apps/web. */
function packageFolder(name: string) {
  return realpathSync(path.dirname(fromWeb.resolve(`${name}/package.json`)));
}

describe('the React the unit tests and the build use', () => {
  it('is React 19, react and react-dom of one version', () => {
    expect(reactVersion).toMatch(/^19\./);
    expect(reactDomVersion).toBe(reactVersion);
  });

  it('is the package Node resolves from apps/web', () => {
    for (const name of ['react', 'react-dom']) {
      const { version } = JSON.parse(readFileSync(path.join(packageFolder(name), 'package.json'), 'utf8')) as { version: string };
      expect(version, name).toBe(reactVersion);
    }
  });

  it.each(['build', 'serve'] as const)('is what Vite resolves for `vite %s`: no alias, the same files', async (command) => {
    const config = await resolveConfig({ root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), logLevel: 'silent' }, command);
    const aliases = config.resolve.alias.filter(({ find }) =>
      specifiers.some((specifier) => (typeof find === 'string' ? specifier === find || specifier.startsWith(`${find}/`) : find.test(specifier))),
    );
    expect(aliases).toEqual([]);
    expect(config.resolve.alias.filter(({ replacement }) => replacement.includes('preact'))).toEqual([]);

    const resolve = config.createResolver();
    const importer = path.join(webRoot, 'src/main.tsx');
    for (const specifier of specifiers) {
      const resolved = await resolve(specifier, importer);
      expect(resolved, specifier).toBeTruthy();
      expect(realpathSync(resolved as string), specifier).toBe(realpathSync(fromWeb.resolve(specifier)));
      expect(realpathSync(resolved as string).startsWith(packageFolder(specifier.split('/')[0] as string) + path.sep), specifier).toBe(true);
    }
  });
});
