import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type HydrationState, type LoaderFunction, type RouteObject } from 'react-router';
import { AppShell } from './layouts/app-shell.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { publicOnly, requireAdmin, requireDealer, requireDealerSide, requireOrderParty, requireReseller, requireSeller } from './guards.ts';
import { paths } from '../lib/paths.ts';
import { RouteError } from './routes/route-error.tsx';
import { browserStorage } from '../lib/browser-storage.ts';
import type { PageState } from '../lib/page-state.ts';
import { readPageData, startPageData } from './page-data.ts';
import { pageTitle } from './page-titles.ts';
import { isAreaRoute, routeTable, type AreaRoute, type LoaderName, type PageDataName, type PageRoute } from './route-table.ts';
import { withTwins } from '../lib/languages/twins.ts';

type RouteModule = { Component: () => ReactNode };

/**
 * The modules the route table names, each its own lazily loaded chunk (helpers that live beside
 * the pages, and the error screen the router needs at once, are left out).
 */
const modules = import.meta.glob<RouteModule>([
  './routes/**/*.tsx',
  './layouts/*-area-layout.tsx',
  '!./**/*.test.tsx',
  '!./routes/route-error.tsx',
  '!./routes/accounts/form-page.tsx',
]);

/**
 * The route loaders by name. A static loader runs while the route's lazy module downloads, so
 * one that starts a query (into the app's cache) fetches data and code in parallel.
 */
const loaders: Record<LoaderName, (args: { request: Request }) => null | Promise<null>> = {
  publicOnly,
  requireSeller,
  requireDealer,
  requireDealerSide,
  requireReseller,
  requireAdmin,
  requireOrderParty,
};

/**
 * A server-rendered page's loader: on the server it reads the page's data before rendering
 * (the area from the page state the server was given); in the browser, on a later visit, it
 * starts the reads while the page's code downloads. A page hydrated from the server's HTML
 * does not run it: its data came with the HTML.
 */
function dataLoader(queryClient: QueryClient, name: PageDataName, server: RouteOptions['server']): LoaderFunction {
  return async ({ params }) => {
    if (server) {
      await readPageData(queryClient, name, { params, pincode: server.pageState.pincode });
    } else {
      startPageData(queryClient, name, { params, pincode: browserStorage.getPincode() });
    }
    return null;
  };
}

export type RouteOptions = {
  /** Rendering on the server: what it knows of the browser (its cookies). */
  server?: { pageState: PageState };
};

function lazyModule(module: string): () => Promise<RouteModule> {
  const load = modules[`./${module}`];
  if (!load) throw new Error(`route table: no module src/app/${module}`);
  // A page reached in the app draws in the page's language from its first frame (issue 29).
  return withTwins(load);
}

/** Every route of spec section 2.9 (route-table.ts); each page is its own chunk. Loaders fill `queryClient`. */
export function createRoutes(queryClient: QueryClient, options: RouteOptions = {}): RouteObject[] {
  const pageRoute = ({ path, title, module, loader, serverData }: PageRoute): RouteObject => ({
    path,
    // The title is read when the page is drawn (the server's render, in its visitor's language), never kept.
    ...(title
      ? {
          handle: {
            get title() {
              return pageTitle(title);
            },
          },
        }
      : {}),
    lazy: lazyModule(module),
    ...(loader ? { loader: loaders[loader] } : {}),
    ...(serverData ? { loader: dataLoader(queryClient, serverData, options.server) } : {}),
  });
  // A signed-in area (and the admin console) draws its own frame, not the public one (issue 28:
  // one menu on a phone, no SIGN IN over the console); a page that fails shows inside that frame.
  const areaRoute = (route: AreaRoute): RouteObject => ({
    lazy: lazyModule(route.layout),
    loader: loaders[route.loader],
    HydrateFallback: AppShell,
    ErrorBoundary: RouteError,
    children: [{ ErrorBoundary: RouteError, children: route.pages.map(pageRoute) }],
  });
  return [
    {
      element: <PublicLayout />,
      // While the first page's code loads: the bar index.html painted already, unchanged.
      HydrateFallback: AppShell,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            ...routeTable.flatMap((route) => (isAreaRoute(route) ? [] : [pageRoute(route)])),
            // Anything else
            { path: '*', loader: () => redirect(paths.about) },
          ],
        },
      ],
    },
    ...routeTable.filter(isAreaRoute).map(areaRoute),
  ];
}

/** `queryClient`: the cache the app's QueryClientProvider holds (main.tsx), so the pages find what loaders started. */
export function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState, routes = createRoutes(queryClient)) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}
