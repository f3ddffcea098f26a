import type { ErrorBody, ErrorCode } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import { browserStorage } from './browser-storage.ts';

/** An API failure in the contract's error shape (or a network failure, code 'NETWORK'). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK';
  readonly body: ErrorBody | undefined;

  constructor(status: number, code: ErrorCode | 'NETWORK', message: string, body?: ErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
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

/**
 * One fetch for the whole app: JSON in and out, the access token when signed in, errors
 * parsed into ApiError, and the stored session cleared when the server says it is no longer valid.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  const auth = browserStorage.getAuth();
  if (auth && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${auth.tokens.access}`);

  let response: Response;
  try {
    response = await fetch(apiUrl(path), { ...init, headers });
  } catch {
    throw new ApiError(0, 'NETWORK', messages.general.loadFailed);
  }
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 && auth) browserStorage.setAuth(null);
    if (isErrorBody(body)) throw new ApiError(response.status, body.code, body.message, body);
    throw new ApiError(response.status, 'INTERNAL', messages.general.loadFailed);
  }
  return body as T;
}
