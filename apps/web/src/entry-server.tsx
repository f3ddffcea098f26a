import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { setLanguageSource } from '@kt/contract/i18n/catalogue';
import { baseLanguage, languageList, type Language } from '@kt/contract/i18n/languages';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, MemoryRouter, StaticRouterProvider, type HydrationState } from 'react-router';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { AppProviders } from './app/providers.tsx';
import { makeQueryClient } from './app/query-client.ts';
import { createRoutes } from './app/router.tsx';
import { drawnFromPageState } from './app/page-data.ts';
import { isAreaRoute, pageModules, routeTable } from './app/route-table.ts';
import { site } from './config/site.ts';
import { answerCallsInProcess, type InProcessCalls } from './lib/call-endpoint.ts';
import { noPageState, PageStateContext, pageStateFromCookies, type PageState } from './lib/page-state.ts';
import { loadTwins } from './lib/languages/twins.ts';
import { AppShell } from './app/layouts/app-shell.tsx';
import { pageHeadTexts } from './app/page-head-texts.ts';

/*
 * The server's way into the app (built by `vite build --ssr` into dist-ssr/, loaded by the API
 * server: apps/server/src/platform/http/page-renderer.ts). It renders a public page with its
 * data to HTML, and hands over what the browser needs to hydrate it without reading the same
 * data again (main.tsx).
 */

/** What the browser's entry reads back from the page (main.tsx) to hydrate it. */
export type PageData = { router: HydrationState; queries: DehydratedState; pageState: PageState };

export type RenderedPage = {
  /** The app's markup, for the page's root element. */
  html: string;
  /** The page's data as JSON safe to put inside a <script type="application/json">. */
  data: string;
  /** The tab title of the page, when the route names one. */
  title?: string;
  /** The page's description in its language (index.html holds the English one). */
  description: string;
};

/** The path patterns the server renders (the route table's pages that name their reads). */
export const serverRenderedPaths: readonly string[] = pageModules()
  .filter((page) => page.serverRendered)
  .map((page) => page.path);

const statefulPaths = routeTable.flatMap((route) =>
  !isAreaRoute(route) && route.serverData && drawnFromPageState.has(route.serverData) ? [route.path] : [],
);

/**
 * The page state a page is rendered with: from the cookies for a page drawn from it, else none,
 * so the server keeps one rendered copy of a page that is the same for everyone.
 */
export function pageStateFor(pathname: string, cookieHeader: string | undefined): PageState {
  let stateful = statefulPathnames.get(pathname);
  if (stateful === undefined) {
    stateful = statefulPaths.some((path) => matchPath(path, pathname));
    // Matching compiles each pattern: remembered for the paths asked for (a bounded few).
    if (statefulPathnames.size >= 10_000) statefulPathnames.clear();
    statefulPathnames.set(pathname, stateful);
  }
  return stateful ? pageStateFromCookies(cookieHeader) : noPageState;
}
const statefulPathnames = new Map<string, boolean>();

/**
 * The language of the render in progress (issue 29): pages of different languages render at the
 * same time, so each render carries its own, and every catalogue read in it answers in it.
 */
const languageOfRender = new AsyncLocalStorage<Language>();
setLanguageSource(() => languageOfRender.getStore() ?? baseLanguage);

/** Once, at start-up: every twin of every language, so any page renders in any language. */
export async function loadLanguages(): Promise<void> {
  await Promise.all(languageList.map((language) => loadTwins(language, true)));
}

/**
 * The app shell (top bar, empty main) in `language`: what index.html's static copy shows in
 * English, for the pages the browser renders (apps/server: web-app.ts puts it in their HTML).
 */
export function renderShell(language: Language): { markup: string; title: string; description: string; noscript: string } {
  return languageOfRender.run(language, () => ({
    markup: renderToString(
      <MemoryRouter initialEntries={['/__shell']}>
        <AppShell />
      </MemoryRouter>,
    ),
    title: pageHeadTexts.title,
    description: pageHeadTexts.description,
    noscript: pageHeadTexts.noscript,
  }));
}

/** Once, at start-up: the app's reads are answered by the server's own cached answers, never over HTTP. */
export function answerReadsWith(calls: InProcessCalls): void {
  answerCallsInProcess(calls);
}

/** JSON that cannot end its script element or start a comment in it, whatever a dealer typed. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

async function renderToText(element: React.ReactElement): Promise<string> {
  // Waits for every lazily loaded part of the page (footer, sections below the fold) to resolve,
  // so the HTML is whole and the browser hydrates it without switching any part to client rendering.
  // An error inside a Suspense boundary does not stop the render: React would send that part
  // for the browser to render, with inline scripts the site's CSP refuses. Fail the whole page instead.
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(element, {
    // Every part in place: a part over the default 12.8 KB would come after the rest with an
    // inline script that reveals it, which the site's CSP (script-src 'self') refuses to run.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  if (failure !== undefined) throw failure;
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The page at `url` (absolute) as the server sends it, or undefined when the app answers it with a
 * redirect (the browser's app follows it). Throws when a read or the render fails: the server
 * then sends the page the browser renders itself.
 */
export async function renderPage(url: string, pageState: PageState, language: Language = baseLanguage): Promise<RenderedPage | undefined> {
  return languageOfRender.run(language, () => renderInLanguage(url, pageState));
}

async function renderInLanguage(url: string, pageState: PageState): Promise<RenderedPage | undefined> {
  const queryClient = makeQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient, { server: { pageState } }));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  if (context.errors) throw Object.values(context.errors)[0] ?? new Error('route error');
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToText(
    <StrictMode>
      <PageStateContext value={pageState}>
        <AppProviders client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageStateContext>
    </StrictMode>,
  );
  const data: PageData = {
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrate(queryClient),
    pageState,
  };
  const titled = [...context.matches].reverse().find((match) => (match.route.handle as { title?: string } | undefined)?.title);
  const title = (titled?.route.handle as { title?: string } | undefined)?.title;
  // A page whose route names no title (/sell sets its own when drawn) has the site's, in its language.
  return { html, data: scriptSafeJson(data), description: pageHeadTexts.description, title: title ? `${title} – ${site.name}` : pageHeadTexts.title };
}
