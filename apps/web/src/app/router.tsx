import type { ReactNode } from 'react';
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
function prefetchSellItem() {
  browserStorage.continueAsGuest();
  const pincode = browserStorage.getPincode();
  if (pincode) prefetchArea(pincode);
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

const loaders: Record<LoaderName, () => null> = {
  publicOnly,
  requireSeller,
  requireDealer,
  requireDealerSide,
  requireAdmin,
  requireOrderParty,
  continueAsGuest,
  prefetchSellItem,
};

function lazyModule(module: string): () => Promise<RouteModule> {
  const load = modules[`./${module}`];
  if (!load) throw new Error(`route table: no module src/app/${module}`);
  return load;
}

function pageRoute({ path, title, module, loader }: PageRoute): RouteObject {
  return { path, ...(title ? { handle: { title } } : {}), lazy: lazyModule(module), ...(loader ? { loader: loaders[loader] } : {}) };
}

/** Every route of spec section 2.9 (route-table.ts); each page is its own chunk. */
export const routes: RouteObject[] = [
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
