import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { AppProviders } from './app/providers.tsx';
import { makeQueryClient } from './app/query-client.ts';
import { createAppRouter, createRoutes } from './app/router.tsx';
import { noPageState, PageStateContext } from './lib/page-state.ts';
import type { PageData } from './entry-server.tsx';
import { setLanguageSource } from '@kt/contract/i18n/catalogue';
import { browserPageLanguage, getPageLanguage, loadTwins, setPageLanguage } from './lib/languages/twins.ts';
import { browserLanguage } from './lib/languages/browser-language.ts';
import './styles/tokens.css';
import './styles/global.css';

// One cache for the router's loaders and the pages' hooks.
const queryClient = makeQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('no #root element');
/** The server rendered this page (apps/server: platform/http/page-renderer.ts) and left its data here. */
const pageDataElement = document.getElementById('kt-page-data');

/** Loads the code of the page's lazy routes first, so the first render draws what the server drew. */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  // The page's language for its whole life: a switch of language loads the page again (issue 29).
  setPageLanguage(browserLanguage());
  setLanguageSource(browserPageLanguage);
  if (pageDataElement && container) {
    const data = JSON.parse(pageDataElement.textContent ?? '{}') as PageData;
    // As fresh as when it arrives: the server sends a rendered page again while every answer in
    // it is unchanged, so its render time says nothing of its age (a visitor's clock ahead neither).
    const arrived = Date.now();
    for (const query of data.queries.queries) query.state.dataUpdatedAt = arrived;
    hydrate(queryClient, data.queries);
    const routes = createRoutes(queryClient);
    await loadMatchedRoutes(routes);
    // The texts in the page's language before the first render: it must draw what the server drew.
    await loadTwins(getPageLanguage());
    const router = createAppRouter(queryClient, data.router, routes);
    // In a transition: React hydrates in slices that yield to the browser, not in one long task.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <PageStateContext value={data.pageState}>
            <AppProviders client={queryClient}>
              <RouterProvider router={router} />
            </AppProviders>
          </PageStateContext>
        </StrictMode>,
      );
    });
    return;
  }
  await loadTwins(getPageLanguage());
  createRoot(container as HTMLElement).render(
    <StrictMode>
      <PageStateContext value={noPageState}>
        <AppProviders client={queryClient}>
          <RouterProvider router={createAppRouter(queryClient)} />
        </AppProviders>
      </PageStateContext>
    </StrictMode>,
  );
}

void start();
