import { siteName } from '@kt/contract/site';

/** What a screen path's HTML says of itself before any script runs (search engines, link previews). */
export type PageHead = {
  title: string;
  description?: string;
  status?: 404;
  noindex?: boolean;
  /** The page's one absolute address (og:url and, unless noindex, rel=canonical). */
  canonicalUrl?: string;
  /** An absolute picture URL for link previews; a summary card without it. */
  imageUrl?: string;
  imageAlt?: string;
  /** schema.org data, written as application/ld+json. */
  jsonLd?: Record<string, unknown>;
  /** An API path the page reads first: fetched with the HTML instead of after the scripts ran. */
  preloadFetch?: string;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * JSON for inside a <script> element. The HTML parser ends the element at `</script` and treats
 * `<!--` specially whatever the JSON means, so a dealer's name must never carry them through
 * as they are; these characters only occur inside JSON strings, where the \u escapes read the same.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const meta = (key: 'property' | 'name', name: string, content: string) => `<meta ${key}="${name}" content="${escapeHtml(content)}">`;

/** The tags that go before `</head>`: link previews (Open Graph, Twitter), robots, canonical, preload and JSON-LD. */
export function headTags(head: PageHead): string {
  const { title, description, imageUrl, canonicalUrl } = head;
  const imageAlt = imageUrl ? head.imageAlt : undefined;
  const tags = [
    meta('property', 'og:title', title),
    description === undefined ? '' : meta('property', 'og:description', description),
    meta('property', 'og:type', 'website'),
    canonicalUrl ? meta('property', 'og:url', canonicalUrl) : '',
    meta('property', 'og:site_name', siteName),
    imageUrl ? meta('property', 'og:image', imageUrl) : '',
    imageAlt ? meta('property', 'og:image:alt', imageAlt) : '',
    meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    description === undefined ? '' : meta('name', 'twitter:description', description),
    imageUrl ? meta('name', 'twitter:image', imageUrl) : '',
    imageAlt ? meta('name', 'twitter:image:alt', imageAlt) : '',
    // A page kept out of the index names no canonical: the two together are mixed signals to search engines.
    canonicalUrl && !head.noindex ? `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">` : '',
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    head.preloadFetch ? `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(head.preloadFetch)}">` : '',
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
  ];
  return tags.join('');
}

const titlePattern = /<title>[^<]*<\/title>/;
const descriptionPattern = /<meta name="description" content="[^"]*"\s*\/?>/;

/**
 * The app's HTML with this page's title, description and head tags in place of the site's.
 * Each replacement is a function: in a replacement string, $& $' and $` in a dealer's name would
 * stand for the match and the text after or before it, copying parts of the page into the head.
 */
export function withHead(html: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = head.description === undefined ? '' : `<meta name="description" content="${escapeHtml(head.description)}" />`;
  let out = html;
  let missing = '';
  if (titlePattern.test(out)) out = out.replace(titlePattern, () => title);
  else missing += title;
  if (description && descriptionPattern.test(out)) out = out.replace(descriptionPattern, () => description);
  else missing += description;
  const tags = missing + headTags(head);
  return out.replace('</head>', () => `${tags}</head>`);
}
