// Fails when the JavaScript a page loads first is over the budget (gzip), read from the
// Vite manifest of the last build: the entry with its static imports, plus the route
// module(s) of the page with theirs. apps/web/bundle-budget.json names each page's modules,
// strings (libraries) and source modules (the admin console) that must not be in a first load.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const webRoot = path.resolve(import.meta.dirname, '../apps/web');
const dist = path.join(webRoot, 'dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const budget = JSON.parse(readFileSync(path.join(webRoot, 'bundle-budget.json'), 'utf8'));

if (!existsSync(manifestFile)) {
  console.error('bundle budget: no build found; run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) {
  console.error(`bundle budget: expected one entry chunk, found ${entries.length}`);
  process.exit(1);
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

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
  return gzipSizes.get(file);
}

let failed = false;
for (const [page, modules] of Object.entries(budget.pages)) {
  const keys = staticClosure([entries[0][0], ...modules]);
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  for (const [needle, why] of Object.entries(budget.forbiddenInFirstLoad ?? {})) {
    const holder = files.find((file) => readFileSync(path.join(dist, file), 'utf8').includes(needle));
    if (holder) {
      failed = true;
      console.log(`bundle budget: ${page} loads ${needle} first (in ${holder}): ${why}`);
    }
  }
  for (const [prefix, why] of Object.entries(budget.forbiddenModulesInFirstLoad ?? {})) {
    const holder = [...keys].find((key) => key.startsWith(prefix));
    if (holder) {
      failed = true;
      console.log(`bundle budget: ${page} loads ${holder} first: ${why}`);
    }
  }
  const kb = total / 1024;
  const over = kb > budget.limitKbGzip;
  failed ||= over;
  console.log(
    `bundle budget: ${page.padEnd(8)} ${kb.toFixed(1)} KB gzip of JavaScript first (limit ${budget.limitKbGzip} KB) ${over ? 'OVER' : 'ok'}  [${files.join(', ')}]`,
  );
}
process.exit(failed ? 1 : 0);
