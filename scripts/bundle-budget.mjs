// Fails when the JavaScript a page loads first is over the budget (gzip), read from the
// Vite manifest of the last build: the entry with its static imports, plus the route
// module(s) of the page with theirs. apps/web/bundle-budget.json names each page's modules,
// strings (libraries) and source modules (the dealer area, the admin console) that must not be
// in a first load, and strings that must or must not be in any of the build's JavaScript (what
// ships is react-dom's production build, never Preact: decision 017).
// `checkBundle` is the check itself, which apps/web/src/bundle-budget.test.ts runs on made-up builds.
import { readFileSync, readdirSync, existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Checks the build in `dist` (a Vite outDir with `.vite/manifest.json`) against `budget` (the
 * shape of apps/web/bundle-budget.json). Returns the report's lines and whether it passed.
 * @param {string} dist
 * @param {import('./bundle-budget.d.mts').Budget} budget
 * @returns {import('./bundle-budget.d.mts').BundleCheck}
 */
export function checkBundle(dist, budget) {
  const lines = [];
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    return { ok: false, lines: ['bundle budget: no build found; run `npm run build` first'] };
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) {
    return { ok: false, lines: [`bundle budget: expected one entry chunk, found ${entries.length}`] };
  }

  function staticClosure(keys) {
    const seen = new Set();
    const stack = [...keys];
    while (stack.length > 0) {
      const key = stack.pop();
      if (seen.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`bundle budget: ${key} is not in the build manifest (renamed? update bundle-budget.json)`);
      seen.add(key);
      stack.push(...(chunk.imports ?? []));
    }
    return seen;
  }

  const texts = new Map();
  const text = (file) => {
    if (!texts.has(file)) texts.set(file, readFileSync(path.join(dist, file), 'utf8'));
    return texts.get(file);
  };
  const gzipSizes = new Map();
  const gzipSize = (file) => {
    if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(text(file)).length);
    return gzipSizes.get(file);
  };

  // Per chunk file, per language, the twin chunks of its catalogues (apps/web/vite.config.ts, languageTwins).
  const twinsFile = path.join(dist, '.vite/language-twins.json');
  const twins = existsSync(twinsFile) ? JSON.parse(readFileSync(twinsFile, 'utf8')) : {};
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  let failed = false;
  // Every chunk, lazy ones too: a renderer reached only by a lazy page still ships.
  const assets = path.join(dist, 'assets');
  const allJs = existsSync(assets)
    ? readdirSync(assets, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.js'))
        .map((file) => path.posix.join('assets', file.split(path.sep).join('/')))
    : [];
  for (const [needle, why] of Object.entries(budget.forbiddenInBuild ?? {})) {
    const holder = allJs.find((file) => text(file).includes(needle));
    if (holder) {
      failed = true;
      lines.push(`bundle budget: the build contains ${needle} (in ${holder}): ${why}`);
    }
  }
  for (const [needle, why] of Object.entries(budget.requiredInBuild ?? {})) {
    if (!allJs.some((file) => text(file).includes(needle))) {
      failed = true;
      lines.push(`bundle budget: no JavaScript of the build contains ${needle}: ${why}`);
    }
  }

  for (const [page, modules] of Object.entries(budget.pages)) {
    const keys = staticClosure([entries[0][0], ...modules]);
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
    for (const [needle, why] of Object.entries(budget.forbiddenInFirstLoad ?? {})) {
      const holder = files.find((file) => text(file).includes(needle));
      if (holder) {
        failed = true;
        lines.push(`bundle budget: ${page} loads ${needle} first (in ${holder}): ${why}`);
      }
    }
    for (const [prefix, why] of Object.entries(budget.forbiddenModulesInFirstLoad ?? {})) {
      const holder = [...keys].find((key) => key.startsWith(prefix));
      if (holder) {
        failed = true;
        lines.push(`bundle budget: ${page} loads ${holder} first: ${why}`);
      }
    }
    const kb = total / 1024;
    const over = kb > budget.limitKbGzip;
    failed ||= over;
    lines.push(
      `bundle budget: ${page.padEnd(8)} ${kb.toFixed(1)} KB gzip of JavaScript first (limit ${budget.limitKbGzip} KB) ${over ? 'OVER' : 'ok'}  [${files.join(', ')}]`,
    );
    // Issue 29: a visitor in another language loads, besides, the twins of the catalogues in those chunks.
    for (const [language, limit] of Object.entries(budget.languageExtraKbGzip ?? {})) {
      // With the twins' loaders (apps/web/src/lib/languages/twin-loaders.ts), which only such a page loads.
      const loaderKey = 'src/lib/languages/twin-loaders.ts';
      const twinKeys = [
        ...(manifest[loaderKey] ? [loaderKey] : []),
        ...files.flatMap((file) => twins[file]?.[language] ?? []).map((file) => keyOfFile.get(file) ?? file),
      ];
      const extra = [...staticClosure(twinKeys.filter((key) => manifest[key]))]
        .map((key) => manifest[key].file)
        .filter((file) => file.endsWith('.js') && !files.includes(file));
      const extraKb = extra.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
      const extraOver = extraKb > limit;
      failed ||= extraOver;
      lines.push(
        `bundle budget: ${page.padEnd(8)} in ${language} adds ${extraKb.toFixed(1)} KB gzip (limit ${limit} KB) ${extraOver ? 'OVER' : 'ok'}  [${extra.join(', ')}]`,
      );
    }
  }
  return { ok: !failed, lines };
}

// Run as a script (not imported by the test); realpath: Node runs a symlinked script from its target.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const webRoot = path.resolve(import.meta.dirname, '../apps/web');
  const budget = JSON.parse(readFileSync(path.join(webRoot, 'bundle-budget.json'), 'utf8'));
  const { ok, lines } = checkBundle(path.join(webRoot, 'dist'), budget);
  for (const line of lines) console.log(line);
  process.exit(ok ? 0 : 1);
}
