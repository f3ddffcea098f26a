import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@kt/contract/i18n/languages';
import type { CachedAnswer } from '../cache/list-cache.ts';
import type { PageReads } from './page-reads.ts';
import { screenPathPattern } from './screen-path.ts';

/** The page state the web app renders from (apps/web/src/lib/page-state.ts). */
type PageState = { readonly pincode: string | null; readonly sellItem: string | null };
type RouteRef = { readonly method: string; readonly path: string };

/** What the web app's server build exports (apps/web/src/entry-server.tsx). */
type ServerEntry = {
  serverRenderedPaths: readonly string[];
  pageStateFor(pathname: string, cookieHeader: string | undefined): PageState;
  answerReadsWith(calls: (route: RouteRef, params: Readonly<Record<string, string>>) => Promise<unknown>): void;
  renderPage(url: string, pageState: PageState, language: Language): Promise<RenderedPage | undefined>;
  loadLanguages(): Promise<void>;
  renderShell(language: Language): PageShell;
};

/** A rendered page: its markup, its data for hydration, its title when its route names one, its description in its language. */
export type RenderedPage = { html: string; data: string; title?: string; description?: string };

/** The app shell of a page the browser renders, in one language, with the words of index.html's head in it. */
export type PageShell = { markup: string; title: string; description: string; noscript: string };

/** One read a render made, to tell later whether the same render would still come out the same. */
type ReadMade = { etag: string; again: () => Promise<CachedAnswer | undefined> };

export type PageRenderer = {
  /** Whether the app renders this path on the server. */
  renders(pathname: string): boolean;
  /** What the page is drawn from besides the reads: the visitor's area from the cookies, for the pages that show it; else none. */
  pageStateOf(pathname: string, cookieHeader: string | undefined): PageState;
  /**
   * Renders the page, noting each cached answer it read; undefined when the app answers the
   * path with a redirect. Throws when a read or the render fails.
   */
  render(url: string, pageState: PageState, language: Language): Promise<{ page: RenderedPage | undefined; reads: ReadMade[] }>;
  /** The app shell (top bar, empty main) in `language`, for the pages the browser renders. */
  shell(language: Language): PageShell;
  /** True while every answer a render read is still the one it read (the list cache's entity tags). */
  stillFresh(reads: readonly ReadMade[]): Promise<boolean>;
};

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Loads the web app's server build (`npm run build` writes apps/web/dist-ssr/ beside dist/), and
 * answers its reads in process from the features' own cached answers (page-reads.ts): a
 * rendered page costs about the JSON it shows. Undefined when there is no server build.
 */
export async function loadPageRenderer(
  webDist: string,
  { pageReads, log }: { pageReads: PageReads; log: FastifyBaseLogger },
): Promise<PageRenderer | undefined> {
  const entryFile = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
  if (!existsSync(entryFile)) {
    log.warn({ entryFile }, 'no server build of the web app: pages are rendered in the browser only');
    return undefined;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  await entry.loadLanguages();
  const shells = new Map<Language, PageShell>();
  const readsOfRender = new AsyncLocalStorage<ReadMade[]>();
  // A parsed answer per cached answer: a held answer is the same object until its data changes.
  const parsed = new WeakMap<CachedAnswer, unknown>();
  entry.answerReadsWith(async (route, params) => {
    const again = pageReads.prepare(route, { params });
    const answer = await again();
    if (!answer) throw new Error(`page read ${route.method} ${route.path}: nothing there`);
    readsOfRender.getStore()?.push({ etag: answer.etag, again });
    // Frozen: every render of the answer shares it, so a render that changed it would fail, not spoil the next.
    if (!parsed.has(answer)) parsed.set(answer, deepFreeze(JSON.parse(answer.body)));
    return parsed.get(answer);
  });
  const patterns = entry.serverRenderedPaths.map(screenPathPattern);
  return {
    renders: (pathname) => patterns.some((pattern) => pattern.test(pathname)),
    pageStateOf: (pathname, cookieHeader) => entry.pageStateFor(pathname, cookieHeader),
    async render(url, pageState, language) {
      const reads: ReadMade[] = [];
      const page = await readsOfRender.run(reads, () => entry.renderPage(url, pageState, language));
      return { page, reads };
    },
    shell(language) {
      let shell = shells.get(language);
      if (shell === undefined) shells.set(language, (shell = entry.renderShell(language)));
      return shell;
    },
    async stillFresh(reads) {
      const answers = await Promise.all(reads.map((read) => read.again().catch(() => undefined)));
      return answers.every((answer, index) => answer?.etag === reads[index]?.etag);
    },
  };
}
