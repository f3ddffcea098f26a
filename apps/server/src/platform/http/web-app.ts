import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '@kt/contract/api-paths';
import {
  baseLanguage,
  isLanguage,
  languageCookie,
  languageList,
  languageOfAcceptLanguage,
  languageOfCookies,
  languageParameter,
  type Language,
} from '@kt/contract/i18n/languages';
import { inLanguage } from '../i18n/language-context.ts';
import { LRUCache } from 'lru-cache';
import { sendError } from './errors.ts';
import { withHead, type PageHead } from './page-head-tags.ts';
import type { PageRenderer, RenderedPage } from './page-renderer.ts';
import { screenPathPattern } from './screen-path.ts';

/** One entry of the build's `.vite/route-preloads.json` (apps/web/vite.config.ts). */
type RoutePreload = { path: string; js: string[]; css: string[]; twins?: Record<string, string[]> };

const maxHeadedPages = 2000;
/** Bytes of rendered pages held, each plain and compressed (a dealer's page per area chosen, the selling page per pincode). */
const maxRenderedBytes = 64 * 1024 * 1024;
/** How long a page whose render failed is sent as the shell before a render is tried again. */
const failedRenderPauseMs = 30_000;

/** Asset paths are the build's own; anything else in the file is not put into the page. */
const assetPath = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * The page's chunks named in its HTML, so the browser fetches them with the entry instead of
 * after the entry has run and the router has matched the path (a round trip less on a slow network).
 */
function preloadTags(preload: RoutePreload): string {
  const js = preload.js.filter((file) => assetPath.test(file)).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
  const css = preload.css.filter((file) => assetPath.test(file)).map((file) => `<link rel="preload" as="style" crossorigin href="${file}">`);
  return [...js, ...css].join('');
}

/**
 * A server-rendered page's head: its chunks preloaded at low priority (the page is drawn already;
 * its scripts only make it interactive, and must not hold back its text or pictures), and its own
 * stylesheets inline. A linked stylesheet would cost a round trip before the first paint on a slow
 * network, and one only preloaded applies when the scripts have run, moving the drawn page.
 */
async function renderedPageTags(webDist: string, preload: RoutePreload): Promise<string> {
  const js = preload.js.filter((file) => assetPath.test(file)).map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`);
  const css = await Promise.all(
    preload.css
      .filter((file) => assetPath.test(file))
      .map((file) =>
        readFile(path.join(webDist, file), 'utf8').then(
          (text) => `<style>${text.trim()}</style>`,
          // Named by the build's list but not on disk: preloaded, as on a page the browser renders.
          () => `<link rel="preload" as="style" crossorigin href="${file}">`,
        ),
      ),
  );
  return [...js, ...css].join('');
}

/**
 * A page's catalogues in another language (issue 29): their twin chunks, which the page loads
 * before it draws, fetched with the HTML instead of after the entry has run.
 */
function twinTags(preload: RoutePreload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(preload.twins ?? {}).map(([language, files]) => [
      language,
      files
        .filter((file) => assetPath.test(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join(''),
    ]),
  );
}

async function readRoutePreloads(webDist: string): Promise<{ pattern: RegExp; tags: string; renderedTags: string; twinTags: Record<string, string> }[]> {
  const file = path.join(webDist, '.vite', 'route-preloads.json');
  if (!existsSync(file)) return [];
  const preloads = JSON.parse(await readFile(file, 'utf8')) as RoutePreload[];
  return Promise.all(
    preloads.map(async (preload) => ({
      pattern: screenPathPattern(preload.path),
      tags: preloadTags(preload),
      renderedTags: await renderedPageTags(webDist, preload),
      twinTags: twinTags(preload),
    })),
  );
}

export type { PageHead };

/**
 * The language a page is sent in (issue 29): the address's `?lang=` (an hreflang alternate, or
 * the switch without scripts), else the switch's cookie, else the browser's Accept-Language.
 */
export function languageOfRequest(request: FastifyRequest): { language: Language; fromAddress: boolean } {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = query?.[languageParameter];
  if (isLanguage(asked)) return { language: asked, fromAddress: true };
  const language = languageOfCookies(request.headers.cookie) ?? languageOfAcceptLanguage(request.headers['accept-language']);
  return { language, fromAddress: false };
}

/**
 * A page's language in its HTML: `lang` for readers and search engines, `data-language` for the
 * app's scripts (the page's language for its whole life), and, for a page search engines read
 * (the server renders it), its address in every language: hreflang alternates, x-default the
 * address without a choice.
 */
function inPageLanguage(html: string, language: Language, pathname: string | undefined, origin: string | undefined): string {
  const withLanguage = html.replace(/<html lang="[^"]*"/, () => `<html lang="${language}" data-language="${language}"`);
  if (pathname === undefined) return withLanguage;
  const base = (origin ?? '').replace(/\/$/, '');
  const address = (lang?: Language) => escapeHtml(`${base}${pathname}${lang ? `?${languageParameter}=${lang}` : ''}`);
  const alternates = [
    ...languageList.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${address(lang)}">`),
    `<link rel="alternate" hreflang="x-default" href="${address()}">`,
  ].join('');
  return withLanguage.replace('</head>', () => `${alternates}</head>`);
}

export type WebAppOptions = {
  /** The head of a page whose title depends on data (a dealer's marketplace); undefined for the app's own. */
  pageHead?: (pathname: string) => Promise<PageHead | undefined>;
  /** API paths every page reads first (the footer's site settings): fetched with the HTML. */
  everyPageFetches?: readonly string[];
  /** The web app's server rendering of its public pages (page-renderer.ts); without it every page is the shell. */
  renderer?: PageRenderer;
  /** The site's public origin (PUBLIC_URL), for the absolute addresses of a page's languages. */
  publicUrl?: string;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page's HTML once, with its compressed forms, so each request only picks one. */
type PageHtml = { plain: string; br: Buffer; gzip: Buffer };

function compressPage(html: string, quality: 'best' | 'fast' = 'best'): PageHtml {
  return {
    plain: html,
    br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality === 'best' ? 11 : 5 } }),
    gzip: gzipSync(html, { level: quality === 'best' ? 9 : 6 }),
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageHtml, varies = 'Accept-Encoding') {
  // Every page is sent in the language its cookie or Accept-Language chose.
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', `${varies}, Cookie, Accept-Language`.replace(', Cookie, Cookie', ', Cookie'));
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.plain);
}

/**
 * Serves the built web app: hashed assets with a long cache (pre-compressed .br/.gz when the
 * build made them), and index.html for any other GET that asks for HTML, so the app's
 * router gets every screen path; the HTML of a known screen path preloads that page's chunks.
 * Unknown API paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, options: WebAppOptions = {}) {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ webDist }, 'no web build found; run `npm run build` to serve the web app');
  }

  let indexHtml: string | undefined;
  const everyPageTags = (options.everyPageFetches ?? []).map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}">`).join('');
  const routePreloads = hasBuild ? await readRoutePreloads(webDist) : [];
  /** By the index of the matching route preload (-1 for a path of no known screen) and language. */
  const pages = new Map<string, PageHtml>();
  /** Pages whose head depends on data, by route and head. */
  const headedPages = new Map<string, PageHtml>();
  /**
   * Rendered pages by URL and page state, with the cached answers each render read: served again
   * while every one of those answers is unchanged, so a page costs about the reads of its JSON.
   */
  const renderedPages = new LRUCache<string, { page: PageHtml; reads: Parameters<PageRenderer['stillFresh']>[0] }>({
    maxSize: maxRenderedBytes,
    sizeCalculation: ({ page }) => page.plain.length + page.br.length + page.gzip.length,
  });
  /** Pages whose render failed lately: the shell until then, instead of a failing render (and a log line) per request. */
  const failedRenders = new LRUCache<string, true>({ max: 1000, ttl: failedRenderPauseMs });
  const { renderer } = options;
  /** A path's screen and whether the server renders it, remembered: matching every pattern costs more than the rest of a held page's answer. */
  const screenOfPath = new LRUCache<string, { route: number; rendered: boolean }>({ max: 10_000 });

  /** The rendered page's HTML: its markup in #root (no static shell), its data for hydration, its title and head. */
  const assemble = (route: number, rendered: RenderedPage, head: PageHead | undefined, language: Language, pathname: string) => {
    const preloads = route >= 0 ? (routePreloads[route]?.renderedTags ?? '') + (routePreloads[route]?.twinTags[language] ?? '') : '';
    let html = inPageLanguage(indexHtml as string, language, pathname, options.publicUrl)
      .replace('</head>', () => `${preloads}</head>`)
      .replace(/<div id="static-shell">[\s\S]*?<div id="root"><\/div>/, () => `<div id="root">${rendered.html}</div>`)
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      .replace('<script type="module"', () => `<script type="application/json" id="kt-page-data">${rendered.data}</script><script type="module" fetchpriority="low"`);
    // The data is in the page: no preload of the API read it would repeat.
    if (head) html = withHead(html, { ...head, preloadFetch: undefined });
    else if (rendered.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title as string)}</title>`);
    if (!head && rendered.description) {
      html = html.replace(/(<meta name="description" content=")[^"]*"/, (_, start: string) => `${start}${escapeHtml(rendered.description as string)}"`);
    }
    return html;
  };

  /** A rendered page's key: its path (no public page reads its query string) and the page state it is drawn from. */
  const renderedKey = (request: FastifyRequest, pathname: string, renderer: PageRenderer, language: Language) => {
    const pageState = renderer.pageStateOf(pathname, request.headers.cookie);
    return { pageState, language, key: `${pathname}\n${pageState.pincode ?? ''}\n${pageState.sellItem ?? ''}\n${language}` };
  };

  /** The rendered page held for this request, while every answer its render read is unchanged. */
  const heldPage = async (key: string, renderer: PageRenderer): Promise<PageHtml | undefined> => {
    const held = renderedPages.get(key);
    return held && (await renderer.stillFresh(held.reads)) ? held.page : undefined;
  };

  /** The page rendered now, or undefined for the shell (a redirect, or a render that failed: logged). */
  const renderedPage = async (
    request: FastifyRequest,
    pathname: string,
    { key, pageState, language }: ReturnType<typeof renderedKey>,
    renderer: PageRenderer,
    route: number,
    head: PageHead | undefined,
  ): Promise<PageHtml | undefined> => {
    if (failedRenders.has(key)) return undefined;
    try {
      const { page: rendered, reads } = await renderer.render(`http://localhost${pathname}`, pageState, language);
      if (!rendered) return undefined;
      const page = compressPage(assemble(route, rendered, head, language, pathname), 'fast');
      renderedPages.set(key, { page, reads });
      return page;
    } catch (error) {
      failedRenders.set(key, true);
      request.log.error({ err: error, url: request.url }, 'server rendering failed: sending the page the browser renders');
      return undefined;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && wantsHtml && !isApiPath(pathname);
    if (!isPageRequest || !hasBuild) {
      return sendError(reply, request, 'NOT_FOUND', `No route for ${request.method} ${pathname}`);
    }
    indexHtml ??= await readFile(indexFile, 'utf8');
    let screen = screenOfPath.get(pathname);
    if (screen === undefined) {
      screen = {
        route: routePreloads.findIndex((preload) => preload.pattern.test(pathname)),
        rendered: renderer?.renders(pathname) ?? false,
      };
      screenOfPath.set(pathname, screen);
    }
    const { route } = screen;
    const { language, fromAddress } = languageOfRequest(request);
    // The switch without scripts (a link to `?lang=hi`): remembered as the switch's script does.
    if (fromAddress) reply.header('Set-Cookie', `${languageCookie}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`);
    const pageKey = `${route}\n${language}`;
    let page = pages.get(pageKey);
    if (!page) {
      const tags = route >= 0 ? (routePreloads[route]?.tags ?? '') + (routePreloads[route]?.twinTags[language] ?? '') + everyPageTags : '';
      let html = inPageLanguage(indexHtml, language, undefined, options.publicUrl);
      if (tags) html = html.replace('</head>', () => `${tags}</head>`);
      // The static shell and the head's words in the page's language (index.html holds the English ones).
      if (language !== baseLanguage && renderer) {
        const shell = renderer.shell(language);
        html = html
          .replace(/<div id="static-shell">[\s\S]*?<\/div>(\s*<div id="root"><\/div>)/, (_, root: string) => `<div id="static-shell">${shell.markup}</div>${root}`)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(shell.title)}</title>`)
          .replace(/(<meta name="description" content=")[^"]*"/, (_, start: string) => `${start}${escapeHtml(shell.description)}"`)
          .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeHtml(shell.noscript)}</noscript>`);
      }
      page = compressPage(html);
      pages.set(pageKey, page);
    }
    // What a rendered page shows may depend on the visitor's area (page-state cookies).
    const rendering = renderer && screen.rendered ? renderedKey(request, pathname, renderer, language) : undefined;
    // A held page that is still fresh was rendered with this head: its answers, the head's too, are unchanged.
    const held = rendering && renderer ? await heldPage(rendering.key, renderer) : undefined;
    if (held) return sendPage(request, reply, held, 'Accept-Encoding, Cookie');
    const head = await inLanguage(language, async () => options.pageHead?.(pathname));
    if (rendering && renderer && head?.status !== 404) {
      const rendered = await renderedPage(request, pathname, rendering, renderer, route, head);
      if (rendered) return sendPage(request, reply, rendered, 'Accept-Encoding, Cookie');
    }
    if (head) {
      const key = `${pageKey}\n${JSON.stringify(head)}`;
      let headed = headedPages.get(key);
      if (!headed) {
        headed = compressPage(withHead(page.plain, head), 'fast');
        // A bounded memo: the same dealer's page is asked for again and again (a QR code on a shop).
        if (headedPages.size >= maxHeadedPages) headedPages.clear();
        headedPages.set(key, headed);
      }
      if (head.status) reply.code(head.status);
      return sendPage(request, reply, headed);
    }
    return sendPage(request, reply, page);
  });
}
