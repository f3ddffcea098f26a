import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBundle, type Budget } from '../../../scripts/bundle-budget.mjs';
import budgetFile from '../bundle-budget.json';

// `npm test` runs scripts/bundle-budget.mjs on the real build, which passes; these builds, made up
// as Vite writes them (a manifest and assets/), prove that the rules of bundle-budget.json fail.
const budget: Budget = budgetFile;
const webRoot = path.resolve(import.meta.dirname, '..');

// Cut from React 19.3's react-dom-client.production.js as our build minifies it.
const reactDomProduction =
  'function ja(e){var t=`https://react.dev/errors/`+e;return`Minified React error #`+e+`; visit `+t}' +
  'var Kt=Math.random().toString(36).slice(2),Lt=`__reactFiber$`+Kt,Ut=`__reactContainer$`+Kt;';
// The development build names the renderer too, but prints whole messages.
const reactDomDevelopment = 'var internalInstanceKey=`__reactFiber$`+randomKey;console.error(`Each child in a list should have a unique "key" prop.`);';
// Cut from Preact 10.29.8's dist files (preact.module.js, compat.module.js, devtools.module.js).
const preactCore = 'var n,l,u,t,i,r,o,e,f,c,a,s,h,p,v,y,d={},w=[],_=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i,g=Array.isArray;';
const preactCompat = 'G=/^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font)[A-Z]/;';
const preactDevtools =
  'null!=(i="undefined"!=typeof globalThis?globalThis:"undefined"!=typeof window?window:void 0)&&i.__PREACT_DEVTOOLS__&&i.__PREACT_DEVTOOLS__.attachPreact("10.29.8",n,{Fragment:o,Component:e});';

type FakeChunk = { code: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const builds: string[] = [];
afterEach(() => {
  for (const dist of builds.splice(0)) rmSync(dist, { recursive: true, force: true });
});

/**
 * Writes a build: the entry (react-dom's production code unless `entryCode` says otherwise) loads
 * every page of the budget lazily; `chunks` adds modules or replaces a page's.
 */
function fakeBuild({ entryCode = reactDomProduction, chunks = {} }: { entryCode?: string; chunks?: Record<string, FakeChunk> } = {}) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'kt-budget-'));
  builds.push(dist);
  const pageModules = Object.values(budget.pages).flat();
  const all: Record<string, FakeChunk> = {
    'index.html': { code: entryCode, isEntry: true, dynamicImports: pageModules },
    ...Object.fromEntries(pageModules.map((key) => [key, { code: 'export default function Page(){return null}' }])),
    ...chunks,
  };
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'));
  const manifest = Object.fromEntries(
    Object.entries(all).map(([key, { code, ...chunk }], index) => {
      const file = `assets/${path.basename(key).replace(/\.\w+$/, '')}-${index}.js`;
      writeFileSync(path.join(dist, file), code);
      return [key, { file, src: key, ...chunk }];
    }),
  );
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

/** A page module of `page` that imports `imports` statically. */
function pageImporting(page: string, imports: string[]): Record<string, FakeChunk> {
  const key = budget.pages[page]?.[0];
  if (!key) throw new Error(`bundle-budget.json has no page ${page}`);
  return { [key]: { code: 'export default function Page(){return null}', imports } };
}

describe('bundle budget', () => {
  it('passes a build that ships react-dom production code and keeps every page in budget', () => {
    const { ok, lines } = checkBundle(fakeBuild(), budget);
    expect(lines.filter((line) => !/ ok {2}\[/.test(line))).toEqual([]);
    expect(ok).toBe(true);
  });

  // Real modules of the dealer area and the admin console (a rename fails here: update the budget).
  const privateModules = [
    'src/app/routes/dealer/dealer-home.tsx',
    'src/app/routes/dealer/settings/set-price.tsx',
    'src/app/layouts/dealer-area-layout.tsx',
    'src/features/dealer-settings/prices/components/price-form-modal.tsx',
    'src/features/dealer-requests/api/get-inquiries.ts',
    'src/app/routes/accounts/dealer-profile.tsx',
    'src/app/routes/accounts/dealer-profile-edit.tsx',
    'src/app/routes/admin/users.tsx',
    'src/app/layouts/admin-area-layout.tsx',
    'src/features/admin-records/format.ts',
  ];

  it.each(privateModules)('fails when a public page loads %s first', (key) => {
    expect(existsSync(path.join(webRoot, key))).toBe(true);
    for (const page of Object.keys(budget.pages)) {
      const dist = fakeBuild({ chunks: { ...pageImporting(page, [key]), [key]: { code: 'export const x=1' } } });
      const { ok, lines } = checkBundle(dist, budget);
      expect(ok).toBe(false);
      expect(lines).toContainEqual(expect.stringContaining(`${page} loads ${key} first`));
    }
  });

  it('lets a public page import a dealer module lazily', () => {
    const key = 'src/app/routes/dealer/dealer-home.tsx';
    const [page] = Object.keys(budget.pages) as [string];
    const lazily = { [budget.pages[page]?.[0] as string]: { code: 'import("./dealer-home.js")', dynamicImports: [key] } };
    const { ok } = checkBundle(fakeBuild({ chunks: { ...lazily, [key]: { code: 'export const x=1' } } }), budget);
    expect(ok).toBe(true);
  });

  it.each([
    ['the entry', 'index.html'],
    ['a chunk no first load reaches', 'src/app/routes/dealer/dealer-home.tsx'],
  ])('fails when Preact is in %s', (_where, key) => {
    for (const preact of [preactCore, preactCompat, preactDevtools]) {
      const chunk = key === 'index.html' ? { code: reactDomProduction + preact, isEntry: true } : { code: preact };
      const { ok, lines } = checkBundle(fakeBuild({ chunks: { [key]: chunk } }), budget);
      expect(ok).toBe(false);
      expect(lines).toContainEqual(expect.stringMatching(/^bundle budget: the build contains .* Preact/));
    }
  });

  it.each([
    ['no react-dom at all', 'export function render(){}'],
    ["react-dom's development build", reactDomDevelopment],
  ])('fails when the build has %s', (_what, entryCode) => {
    const { ok, lines } = checkBundle(fakeBuild({ entryCode }), budget);
    expect(ok).toBe(false);
    expect(lines).toContainEqual(expect.stringContaining('no JavaScript of the build contains'));
  });

  it('fails when a page is over the limit', () => {
    // Random bytes do not compress: limit + 5 KB of them gzip to more than the limit.
    const heavy = randomBytes((budget.limitKbGzip + 5) * 1024).toString('base64');
    const [page] = Object.keys(budget.pages) as [string];
    const key = budget.pages[page]?.[0] as string;
    const { ok, lines } = checkBundle(fakeBuild({ chunks: { [key]: { code: `export const x="${heavy}"` } } }), budget);
    expect(ok).toBe(false);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^bundle budget: ${page.replace(/[/:]/g, '\\$&')} .* OVER `)));
  });
});
