/**
 * Logs must never hold a password or token. Bodies are never logged; headers that carry
 * credentials are redacted by path; and URLs are cleaned because the spec's API puts tokens
 * in paths (/logout/{refresh}, /view-profile/{refresh}, /password-reset-confirm/.../{token})
 * and in query strings (?token=...), and the database checker puts an e-mail address in its path.
 */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirm_password',
  '*.token',
  '*.refresh',
  '*.access',
  '*.password_hash',
];

const secretQueryKeys = /^(token|refresh|access|password|code|uid)$/i;
/** A path segment that looks like a token: long and made of token characters. */
const tokenLikeSegment = /^[A-Za-z0-9_\-.~%]{32,}$/;
/** A path segment or query value holding an e-mail address (the database checker puts one in its path). */
const emailLike = /@|%40/i;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
  const queryPart = queryStart === -1 ? '' : url.slice(queryStart + 1);

  const cleanPath = pathPart
    .split('/')
    .map((segment) => (tokenLikeSegment.test(segment) || emailLike.test(segment) ? '[redacted]' : segment))
    .join('/');
  if (queryStart === -1) return cleanPath;

  const cleanQuery = queryPart
    .split('&')
    .map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return secretQueryKeys.test(decodeURIComponentSafe(key)) || emailLike.test(value) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${cleanPath}?${cleanQuery}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
