import { apiPathPrefixes } from '@kt/contract/api-paths';
import * as routes from '@kt/contract/routes';
import { publicPagePaths } from './sitemap.ts';

/** A route's fixed start: '/v3/api/marketplace/:id/' gives '/v3/api/marketplace/'. */
const prefixOf = (path: string) => path.split(':')[0] ?? path;

/**
 * API reads that the public pages are drawn from (the dealer's page, the footer of every page),
 * as the server preloads them with the HTML: a crawler that renders the app must be able to fetch
 * them, or a dealer's page is indexed empty. Crawlers take the longest matching rule, so these
 * win over the API prefix they sit under.
 */
const renderedReads = [prefixOf(routes.marketplacePage.path), prefixOf(routes.siteSettings.path)];

/**
 * Screens behind a sign-in, or of one person's order or session (apps/web/src/lib/paths.ts):
 * the customer's cart and account, the dealer's and the admin's consoles, receipts and disputes, the sign-in
 * and sign-up pages and the password pages. The API prefixes (the contract's list) are added.
 */
const privateScreens = ['/sell/cart', '/sell/user/', '/dealer/', '/admin', '/receipt/', '/dispute/', '/signin', '/forget_password', '/password_change_success', '/address'];

/** robots.txt for the site at `publicUrl` (PUBLIC_URL, no trailing slash), naming its sitemap. */
export function robotsTxt(publicUrl: string): string {
  const disallowed = [...new Set([...apiPathPrefixes, ...privateScreens])];
  return [
    'User-agent: *',
    ...publicPagePaths.map((path) => `Allow: ${path}`),
    'Allow: /marketplace/',
    ...renderedReads.map((path) => `Allow: ${path}`),
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
