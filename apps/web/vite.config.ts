/// <reference types="vitest/config" />
import { promisify } from 'node:util';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// Relative, so Vite bundles it into the config (workspace packages are TypeScript source).
import { apiPathPrefixes, isApiPath } from '../../packages/contract/src/api-paths.ts';
import { pageModules } from './src/app/route-table.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Writes .gz and .br beside each text asset so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kt-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => /\.(js|css|html|svg|json)$/.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const data = await readFile(full);
            if (data.length < 1024) return;
            await writeFile(`${full}.gz`, await gzip(data, { level: 9 }));
            await writeFile(
              `${full}.br`,
              await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }),
      );
    },
  };
}

/**
 * Puts the entry's stylesheet (tokens and global styles) into index.html: one request less before
 * the first paint (the server's CSP allows inline styles, not inline scripts). Pages' own CSS
 * stays in files.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'kt-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = context.bundle?.[fileName];
          if (asset?.type !== 'asset') return tag;
          return `<style>${String(asset.source).trim()}</style>`;
        });
      },
    },
  };
}

/**
 * Lazily loaded chunks that import from the entry name it and its CSS among the files to load
 * first; the entry has run already and its CSS is inline now, so a lazy page would fetch that CSS
 * again (and put the global styles after its own). Drops both from those lists.
 */
function lazyDepsWithoutEntry(): Plugin {
  return {
    name: 'kt-lazy-deps-without-entry',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
        if (entry?.type !== 'chunk') return;
        const entryFiles = new Set([entry.fileName, ...(entry.viteMetadata?.importedCss ?? [])]);
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const list = /m\.f=(\[[^\]]*\])/.exec(chunk.code);
          if (!list) continue;
          const deps = JSON.parse(list[1] as string) as string[];
          if (!deps.some((dep) => entryFiles.has(dep))) continue;
          const newIndex = new Map<number, number>();
          const kept = deps.filter((dep, index) => {
            if (entryFiles.has(dep)) return false;
            newIndex.set(index, newIndex.size);
            return true;
          });
          chunk.code = chunk.code
            .replace(list[0], `m.f=${JSON.stringify(kept)}`)
            .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, indexes: string) => {
              const mapped = indexes.split(',').filter(Boolean).flatMap((index) => newIndex.get(Number(index)) ?? []);
              return `__vite__mapDeps([${mapped.join(',')}])`;
            });
          for (const file of entryFiles) {
            if (chunk.code.includes(`"${file}"`)) throw new Error(`lazy deps: ${chunk.fileName} still names ${file}`);
          }
        }
      },
    },
  };
}

/**
 * What `.vite/route-preloads.json` holds: per path pattern, the files its first visit needs beyond
 * the entry, and per language other than English the twin chunks of its catalogues (the entry's too).
 */
export type RoutePreloads = { path: string; js: string[]; css: string[]; twins: Record<string, string[]> }[];
type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };

/**
 * Writes, for every path of the route table, the chunks (with their static imports and CSS) the
 * router will load for it. The server names them in the page's HTML as preloads, so they come
 * with the entry rather than after it has run (apps/server/src/platform/http/web-app.ts).
 */
function routePreloads(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kt-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      const closure = (keys: string[]) => {
        const seen = new Set<string>();
        const stack = [...keys];
        while (stack.length > 0) {
          const key = stack.pop() as string;
          if (seen.has(key) || !manifest[key]) continue;
          seen.add(key);
          stack.push(...(manifest[key].imports ?? []));
        }
        return seen;
      };
      const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
      const loadedByEntry = closure(entryKeys);
      const twinsFile = path.join(outDir, '.vite/language-twins.json');
      const twinsOfChunk = (existsSync(twinsFile) ? JSON.parse(await readFile(twinsFile, 'utf8')) : {}) as LanguageTwins;
      const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
      /** The twin chunks (with what they import) of the catalogues in these chunks, per language. */
      // The twins' loaders: a chunk only a page in another language loads, first (lib/languages/twin-loaders.ts).
      const loaderKey = 'src/lib/languages/twin-loaders.ts';
      const twinsOf = (keys: Set<string>) => {
        const out: Record<string, string[]> = {};
        for (const key of keys) {
          for (const [language, files] of Object.entries(twinsOfChunk[manifest[key]?.file ?? ''] ?? {})) {
            const twinKeys = closure([...(manifest[loaderKey] ? [loaderKey] : []), ...files.map((file) => keyOfFile.get(file) ?? file)]);
            const list = (out[language] ??= []);
            for (const twinKey of twinKeys) {
              const file = `/${manifest[twinKey]?.file}`;
              if (!keys.has(twinKey) && !list.includes(file)) list.push(file);
            }
          }
        }
        return out;
      };
      const routes: RoutePreloads = pageModules().map(({ path: routePath, modules }) => {
        const keys = modules.map((module) => `src/app/${module}`);
        for (const key of keys) if (!manifest[key]) throw new Error(`route preloads: ${key} is not in the build manifest`);
        const routeKeys = closure(keys);
        const chunks = [...routeKeys].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key] as ManifestChunk);
        return {
          path: routePath,
          js: chunks.map((chunk) => `/${chunk.file}`),
          css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
          twins: twinsOf(new Set([...loadedByEntry, ...routeKeys])),
        };
      });
      await writeFile(path.join(outDir, '.vite/route-preloads.json'), `${JSON.stringify(routes, null, 1)}\n`);
    },
  };
}

/** What `.vite/language-twins.json` holds: per chunk file, per language, the twin chunks its catalogues need. */
export type LanguageTwins = Record<string, Record<string, string[]>>;

/**
 * Writes, for every chunk that holds catalogues (defineTexts), the chunks of their twins in each
 * other language (texts.hi.ts beside texts.ts): what a page in that language loads besides its
 * own chunks. The bundle budget weighs a Hindi first load with it (scripts/bundle-budget.mjs), and
 * the server preloads them in a Hindi page's HTML (web-app.ts).
 */
function languageTwins(): Plugin {
  return {
    name: 'kt-language-twins',
    apply: 'build',
    generateBundle(_options, bundle) {
      const twinChunks = new Map<string, { language: string; file: string }>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
        const match = /^(.*)\.([a-z]{2})\.ts$/.exec(chunk.facadeModuleId);
        if (match) twinChunks.set(`${match[1]}.ts`, { language: match[2] as string, file: chunk.fileName });
      }
      const out: LanguageTwins = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const moduleId of chunk.moduleIds) {
          const twin = twinChunks.get(moduleId);
          if (!twin) continue;
          const byLanguage = (out[chunk.fileName] ??= {});
          (byLanguage[twin.language] ??= []).push(twin.file);
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/language-twins.json', source: `${JSON.stringify(out, null, 1)}\n` });
    },
  };
}

/** Modules every public page's first load holds (the bundle budget lists those loads). */
const firstLoadModules =
  /packages\/contract\/src\/(i18n\/(catalogue|languages|formats)|limits|site|india-time|account-types|messages|routes\/\w+)\.ts$|apps\/web\/src\/(lib\/(format|call-endpoint|pincode|use-document-title)\.ts|components\/ui\/load-error\.tsx)$/;

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The server's build (`vite build --ssr src/entry-server.tsx`, into dist-ssr/, never served as
  // files) is plain JavaScript for Node: the browser build's HTML and asset steps are not for it.
  plugins: isSsrBuild ? [react()] : [react(), inlineEntryCss(), lazyDepsWithoutEntry(), routePreloads(), languageTwins(), precompress()],
  build: isSsrBuild
    ? { outDir: 'dist-ssr', target: 'node22', sourcemap: true, emptyOutDir: true, copyPublicDir: false }
    : {
    target: 'es2020',
    manifest: true,
    sourcemap: false,
    // Every browser the app supports has modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        codeSplitting: {
          // The small modules every public page loads first, in one chunk rather than a dozen:
          // each chunk costs its own gzip start and import lines (issue 29 shares some of them with
          // the language twins, which would otherwise split them out one by one).
          groups: [{ name: 'first', test: firstLoadModules }],
        },
      },
    },
      },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      apiPathPrefixes.map((prefix) => [
        prefix,
        {
          target: apiTarget,
          bypass: (req: { url?: string }) => (isApiPath((req.url ?? '/').split('?')[0] ?? '/') ? undefined : req.url),
        },
      ]),
    ),
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
