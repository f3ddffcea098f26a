import { isApiPath } from '@kt/contract/api-paths';
import { codeForStatus } from '@kt/contract/error-codes';
import { messages } from '@kt/contract/messages';
import { ApiError, apiUrl, refreshSession } from './api-client.ts';
import { browserStorage } from './browser-storage.ts';

/**
 * Where to fetch an API file. The server names a private file with its public URL; the same
 * path through our API origin reaches the same route and stays same-origin (the dev proxy,
 * VITE_API_BASE). A bare path (the CSV export) goes there too.
 */
function fetchableUrl(url: string): string {
  try {
    const parsed = new URL(url, window.location.href);
    return isApiPath(parsed.pathname) ? apiUrl(parsed.pathname + parsed.search) : url;
  } catch {
    return url;
  }
}

async function fetchWithToken(url: string, token: string | undefined): Promise<Response> {
  try {
    return await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'NETWORK', messages.general.loadFailed);
  }
}

/**
 * Downloads a file only its owner or an admin may read (an identity document, a CV, a CSV
 * export): a plain link cannot carry the Bearer token, so it is fetched with it and saved from a
 * blob under `fileName` through a temporary <a download>. One refresh on a 401, as apiFetch does.
 */
export async function downloadWithToken(url: string, fileName: string): Promise<void> {
  const target = fetchableUrl(url);
  let response = await fetchWithToken(target, browserStorage.getAuth()?.tokens.access);
  if (response.status === 401) {
    const refreshed = await refreshSession();
    if (refreshed) response = await fetchWithToken(target, refreshed.tokens.access);
  }
  if (!response.ok) throw new ApiError(response.status, codeForStatus(response.status), messages.general.loadFailed);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the browser's download.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}

/**
 * A private picture (issue 28: the photo of the scale) as a blob: URL an <img> can show, fetched
 * with the Bearer token as downloadWithToken does. The caller revokes it when done.
 */
export async function objectUrlWithToken(url: string): Promise<string> {
  const target = fetchableUrl(url);
  let response = await fetchWithToken(target, browserStorage.getAuth()?.tokens.access);
  if (response.status === 401) {
    const refreshed = await refreshSession();
    if (refreshed) response = await fetchWithToken(target, refreshed.tokens.access);
  }
  if (!response.ok) throw new ApiError(response.status, codeForStatus(response.status), messages.general.loadFailed);
  return URL.createObjectURL(await response.blob());
}

/** The file's name as stored: the last part of its URL. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last) || 'document';
  } catch {
    return last || 'document';
  }
}
