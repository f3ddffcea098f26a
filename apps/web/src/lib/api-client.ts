import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { RefreshResponse } from '@kt/contract/accounts/sign-in';
import { tokenRefresh } from '@kt/contract/routes';
import { codeForStatus, type ErrorCode } from '@kt/contract/error-codes';
import type { ErrorBody } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import { browserStorage } from './browser-storage.ts';

/**
 * An API failure: the HTTP status, the contract's error code, and the parsed body. Two body
 * shapes come back: the contract's error body ({ code, message, fields }) and the spec's own
 * `{ msg }` answers (sign-in, registration, database checker, ...), which `msg` exposes.
 * A network failure has status 0 and code 'NETWORK'.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK';
  /** The contract's error body, when the server answered with one. */
  readonly body: ErrorBody | undefined;
  /** Whatever JSON the server answered with (undefined when none or not JSON). */
  readonly data: unknown;

  constructor(status: number, code: ErrorCode | 'NETWORK', message: string, body?: ErrorBody, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
    this.data = data ?? body;
  }

  /** The spec's `msg` text of the answer, if it has one. */
  get msg(): string | undefined {
    const data = this.data;
    if (typeof data === 'object' && data !== null && typeof (data as { msg?: unknown }).msg === 'string') {
      return (data as { msg: string }).msg;
    }
    return undefined;
  }
}

/** The API lives on the same origin unless VITE_API_BASE says otherwise. */
const apiBase = (import.meta.env.VITE_API_BASE as string | undefined)?.replace(/\/+$/, '') ?? '';

export function apiUrl(path: string): string {
  return `${apiBase}${path}`;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

export type ApiInit = Omit<RequestInit, 'body'> & {
  /** A body as fetch takes it (FormData, URLSearchParams, a string). */
  body?: BodyInit | null;
  /** A value to send as JSON instead of `body`. */
  json?: unknown;
  /**
   * A protected call: send the stored access token, and on a 401 refresh the session once
   * and try again. When the session cannot be refreshed it is over: it is cleared and the
   * app is told (onSessionEnded), which tells the person and takes them to the sign-in page.
   */
  auth?: boolean;
  /** false: a 401 is handed to the caller as it is, with no refresh and no session-end notice (logout ends the session itself). */
  refreshOnUnauthorized?: boolean;
  /** Statuses besides 2xx that carry the answer (the spec's search answers 302 with its list). */
  okStatuses?: readonly number[];
};

const sessionEndedListeners = new Set<() => void>();
/** Called when a protected call found the session over (refresh refused). */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

function endSession() {
  browserStorage.setAuth(null);
  for (const listener of sessionEndedListeners) listener();
}

let refreshInFlight: Promise<AuthRecord | null> | null = null;

/**
 * Swaps the stored refresh token for a new pair. Single flight: every 401 that arrives while a
 * refresh is running waits for that one. Refresh tokens rotate, and the server revokes the
 * whole session when one is presented twice, so tabs take turns too (Web Locks, where the
 * browser has them) and a tab skips its refresh when another one has rotated the tokens
 * meanwhile. Resolves to the updated record, or null when the server refuses; rejects with a
 * NETWORK ApiError when it cannot be reached (the session is kept: being offline does not sign
 * anyone out).
 */
export function refreshSession(): Promise<AuthRecord | null> {
  refreshInFlight ??= withRefreshLock(browserStorage.getAuth()).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function withRefreshLock(before: AuthRecord | null): Promise<AuthRecord | null> {
  const run = () => {
    const current = browserStorage.getAuth();
    if (before && current && current.tokens.refresh !== before.tokens.refresh) return Promise.resolve(current);
    return runRefresh();
  };
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  // lib.dom types the lock's answer as a promise of the callback's promise; it is awaited.
  return locks ? locks.request('kt.token-refresh', run).then((record) => record) : run();
}

async function runRefresh(): Promise<AuthRecord | null> {
  const auth = browserStorage.getAuth();
  if (!auth) return null;
  let response: Response;
  try {
    response = await fetch(apiUrl(tokenRefresh.path), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: auth.tokens.refresh }),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', messages.general.loadFailed);
  }
  if (response.status >= 500) throw new ApiError(response.status, 'INTERNAL', messages.general.loadFailed);
  const body = (await response.json().catch(() => undefined)) as Partial<RefreshResponse> | undefined;
  if (!response.ok || typeof body?.access !== 'string' || typeof body.refresh !== 'string') return null;
  const current = browserStorage.getAuth();
  // Signed out (or in as someone else) while the refresh ran: do not bring the old session back.
  if (!current || current.id !== auth.id || current.account_type !== auth.account_type) return null;
  const next: AuthRecord = { ...current, tokens: { access: body.access, refresh: body.refresh } };
  browserStorage.setAuth(next);
  return next;
}

async function send(path: string, init: ApiInit, accessToken: string | undefined): Promise<Response> {
  const { json, auth: _auth, refreshOnUnauthorized: _refresh, okStatuses: _ok, ...rest } = init;
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  let body = init.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  try {
    return await fetch(apiUrl(path), { ...rest, headers, body });
  } catch {
    throw new ApiError(0, 'NETWORK', messages.general.loadFailed);
  }
}

/**
 * One fetch for the whole app: JSON in and out, the access token on protected calls (with one
 * silent refresh on a 401), and every non-2xx answer thrown as an ApiError that carries the
 * parsed body, so a caller can read the spec's `msg` or the contract's `fields`.
 */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  return (await apiExchange<T>(path, init)).data;
}

/** One page of a list the server pages: its rows, and the path of the next page (none on the last). */
export type ListPage<T> = { items: T[]; nextPath: string | undefined };

/**
 * A page of a list paged on the server (apiFetch otherwise): the body is the bare list and the
 * next page's URL comes in `Link: <…>; rel="next"`.
 */
export async function apiFetchPage<T>(path: string, init: ApiInit = {}): Promise<ListPage<T>> {
  const { data, response } = await apiExchange<T[]>(path, init);
  return { items: data, nextPath: nextPagePath(response.headers.get('Link')) };
}

/**
 * The path and query of the `rel="next"` target of a Link header (RFC 8288). It is called
 * through this client like any API path, so it goes to our API with our token and never to
 * another origin, whatever the header names.
 */
export function nextPagePath(header: string | null): string | undefined {
  for (const link of header?.split(',') ?? []) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(link);
    const relations = /;\s*rel="?([^";]+)"?/i.exec(match?.[2] ?? '')?.[1]?.toLowerCase().split(/\s+/) ?? [];
    if (match?.[1] && relations.includes('next')) {
      const url = new URL(match[1], 'http://api.invalid');
      return `${url.pathname}${url.search}`;
    }
  }
  return undefined;
}

export async function apiExchange<T>(path: string, init: ApiInit): Promise<{ data: T; response: Response }> {
  let auth = init.auth ? browserStorage.getAuth() : null;
  let response = await send(path, init, auth?.tokens.access);

  if (response.status === 401 && auth && init.refreshOnUnauthorized !== false) {
    const stored = browserStorage.getAuth();
    if (stored && stored.tokens.access !== auth.tokens.access) {
      // Another request (or tab) refreshed meanwhile: use its token.
      auth = stored;
    } else {
      auth = stored ? await refreshSession() : null;
    }
    if (auth) response = await send(path, init, auth.tokens.access);
    if (!auth || response.status === 401) endSession();
  }

  const data: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok && !init.okStatuses?.includes(response.status)) {
    if (isErrorBody(data)) throw new ApiError(response.status, data.code, data.message, data);
    const code = codeForStatus(response.status);
    const msg = (data as { msg?: unknown } | undefined)?.msg;
    throw new ApiError(response.status, code, typeof msg === 'string' ? msg : messages.general.loadFailed, undefined, data);
  }
  return { data: data as T, response };
}
