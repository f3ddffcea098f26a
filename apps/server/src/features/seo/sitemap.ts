/**
 * The public screens of spec 2.9 that anyone may open (apps/web/src/lib/paths.ts: about, join us,
 * sell, sell item, FAQ, contact, privacy policy, terms). The server does not import the web app;
 * seo.test.ts checks these against that file.
 */
export const publicPagePaths = ['/', '/joinus', '/sell', '/sell/sellitem', '/faq', '/contact', '/privacypolicy', '/termsconditions'] as const;

/** A dealer's public page as the spec writes it (apps/web marketplacePagePath). */
export const marketplacePagePath = (dealerId: number): string => `/marketplace/${dealerId}/`;

/**
 * The sitemap protocol's limit of URLs in one file (sitemaps.org; the schema says so too). Past
 * it the file lists the public pages and the dealers with the lowest ids, which keep their
 * place as dealers join, and leaves the rest out; the route logs a warning when that happens.
 * A sitemap index over several files is the step beyond that.
 */
export const sitemapUrlLimit = 50_000;

/** How many dealers fit beside the public pages. */
export const sitemapDealerLimit = sitemapUrlLimit - publicPagePaths.length;

export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => xmlEntities[c] ?? c);
}

/**
 * The sitemap of the public pages and the dealers' pages, as absolute URLs on `publicUrl`
 * (PUBLIC_URL, no trailing slash). No <lastmod>: what a dealer's page shows (prices, ratings,
 * initiatives) changes in many tables, and no one time says when; a wrong date misleads crawlers
 * more than none.
 */
export function sitemapXml(publicUrl: string, dealerIds: readonly number[]): string {
  const paths = [...publicPagePaths, ...dealerIds.slice(0, sitemapDealerLimit).map(marketplacePagePath)];
  const urls = paths.map((path) => `<url><loc>${escapeXml(publicUrl + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${sitemapNamespace}">\n${urls.join('\n')}\n</urlset>\n`;
}
