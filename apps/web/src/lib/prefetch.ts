import { apiFetch, type ApiInit } from './api-client.ts';

/**
 * Requests a route's loader starts while the route's code is still downloading, so the data
 * and the code travel together on a slow network. The page's fetcher takes the answer with
 * `takePrefetched` (once) and falls back to its own request when there is none.
 */
const inFlight = new Map<string, { request: Promise<unknown>; startedAt: number }>();
/** An answer not taken by then is too old to show (the page had it cached and never asked). */
const keepMs = 10_000;

export function prefetch(path: string, init: ApiInit = {}): void {
  const entry = inFlight.get(path);
  if (entry && Date.now() - entry.startedAt < keepMs) return;
  const request = apiFetch<unknown>(path, init);
  // A failed prefetch is asked again by the page; it must not surface as an unhandled rejection.
  request.catch(() => inFlight.delete(path));
  inFlight.set(path, { request, startedAt: Date.now() });
}

export function takePrefetched<T>(path: string): Promise<T> | undefined {
  const entry = inFlight.get(path);
  inFlight.delete(path);
  return entry && Date.now() - entry.startedAt < keepMs ? (entry.request as Promise<T>) : undefined;
}
