/// <reference types="vitest/config" />
import { promisify } from 'node:util';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// Relative, so Vite bundles it into the config (workspace packages are TypeScript source).
import { apiPathPrefixes, isApiPath } from '../../packages/contract/src/api-paths.ts';

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

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    target: 'es2020',
    manifest: true,
    sourcemap: false,

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
});
