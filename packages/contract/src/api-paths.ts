/**
 * Path prefixes that belong to the HTTP API (spec section 7) rather than to the web app.
 * The server answers an unknown path under these with a JSON 404 instead of the app's HTML,
 * and the Vite dev server proxies them. Two spec routes live under an API prefix but are
 * screens of the web app: the e-mail verification and password-reset pages ending in /Frontend.
 */
export const apiPathPrefixes = [
  '/cat/',
  '/pincode/',
  '/votes/',
  '/v3/',
  '/dealer_details/',
  '/dealer/api/',
  '/api/',
  '/api3/',
  '/address/',
  '/media/',
  '/dev/',
  '/health',
] as const;

export function isApiPath(pathname: string): boolean {
  if (/\/Frontend\/?$/.test(pathname)) return false;
  return apiPathPrefixes.some((prefix) => pathname.startsWith(prefix));
}
