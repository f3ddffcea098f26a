import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppShell } from './layouts/app-shell.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { publicOnly, requireAdmin, requireDealer, requireDealerSide, requireOrderParty, requireSeller } from './guards.ts';
import { paths } from '../lib/paths.ts';
import { RouteError } from './routes/route-error.tsx';
import { browserStorage } from '../lib/browser-storage.ts';
import { prefetchArea } from '../features/selling/api/area-requests.ts';
import { isAreaRoute, routeTable, type LoaderName, type PageRoute } from './route-table.ts';

/** /sell: a signed-out visitor continues as a guest (the guest marker of spec 3). */
function continueAsGuest() {
  browserStorage.continueAsGuest();
  return null;
}

/** /sell/sellitem: the guest marker, and the area's prices and dealers asked for while the page's code downloads. */
function prefetchSellItem(queryClient: QueryClient) {
  browserStorage.continueAsGuest();
  const pincode = browserStorage.getPincode();
  if (pincode) prefetchArea(queryClient, pincode);
  return null;
}

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
function loadersFor(queryClient: QueryClient): Record<LoaderName, () => null> {
  return {
    publicOnly,
    requireSeller,
    requireDealer,
    requireDealerSide,
    requireAdmin,
    requireOrderParty,
    continueAsGuest,
    prefetchSellItem: () => prefetchSellItem(queryClient),
  };
}

function lazyModule(module: string): () => Promise<RouteModule> {
  const load = modules[`./${module}`];
  if (!load) throw new Error(`route table: no module src/app/${module}`);
  return load;
}

/** Every route of spec section 2.9 (route-table.ts); each page is its own chunk. Loaders fill `queryClient`. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const loaders = loadersFor(queryClient);
  const pageRoute = ({ path, title, module, loader }: PageRoute): RouteObject => ({
    path,
    ...(title ? { handle: { title } } : {}),
    lazy: lazyModule(module),
    ...(loader ? { loader: loaders[loader] } : {}),
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
            ...routeTable.map((route) =>
              isAreaRoute(route)
                ? { lazy: lazyModule(route.layout), loader: loaders[route.loader], children: route.pages.map(pageRoute) }
                : pageRoute(route),
            ),
            // Anything else
            { path: '*', loader: () => redirect(paths.about) },
          ],
        },
      ],
    },
  ];
}

/** `queryClient`: the cache the app's QueryClientProvider holds (main.tsx), so the pages find what loaders started. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
