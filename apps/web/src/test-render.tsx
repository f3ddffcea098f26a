import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi, type Mock } from 'vitest';

type RenderOptions = {
  /** The path the page is rendered at; defaults to '/'. */
  path?: string;
  /** The URL to start at; defaults to path. */
  url?: string;
  /** Extra routes to navigate to (each shows its path in an h1 so a test can see it arrived). */
  otherPaths?: string[];
  isStrict?: boolean;
};

/** Renders a page inside a memory router and a fresh query client, as the app does. */
export function renderPage(element: ReactNode, { path = '/', url, otherPaths = [], isStrict = false }: RenderOptions = {}) {
  const routes: RouteObject[] = [
    { path, element },
    ...otherPaths.map((other) => ({ path: other, element: <h1>{other}</h1> })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url ?? path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const tree = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const result = render(isStrict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, router, queryClient };
}

/** A stubbed answer; `headers` adds to its Content-Type (e.g. a paged list's Link). */
type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (url: string, init: RequestInit) => Answer | Promise<Answer>;

/**
 * Replaces fetch with a handler; returns the mock so a test can read the calls (url, init).
 * Older tests only: new ones stub the API with `stubEndpoint` (test/api-stubs.ts), checked against the contract.
 */
export function stubFetch(handler: Handler): Mock<(url: string, init?: RequestInit) => Promise<Response>> {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { status = 200, body, headers } = await handler(url, init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', mock);
  // The app always calls fetch with a string URL.
  return mock as unknown as Mock<(url: string, init?: RequestInit) => Promise<Response>>;
}

/** The JSON body a fetch call sent. */
export function sentJson(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}
