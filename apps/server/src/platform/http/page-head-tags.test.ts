import { describe, expect, it } from 'vitest';
import { siteName } from '@kt/contract/site';
import { headTags, withHead, type PageHead } from './page-head-tags.ts';

const indexHtml =
  '<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="Site description." /><title>Site title</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

/** A meta tag's content, its entities decoded the way a browser reads the attribute. */
function metaContent(html: string, key: 'property' | 'name', name: string): string | undefined {
  const match = new RegExp(`<meta ${key}="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}
const decodeEntities = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The text of each <script> element as the HTML parser splits them: up to the first `</script`. */
function scripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script/gi)].map((match) => match[1] ?? '');
}

const full: PageHead = {
  title: 'Sharma Scrap – Kabadiwala scrap dealer in Agra | Kabadi Techno',
  description: 'Sell your scrap to Sharma Scrap.',
  canonicalUrl: 'https://kt.example.in/marketplace/7/',
  imageUrl: 'https://kt.example.in/og-image.png',
  imageAlt: 'A leaf',
  jsonLd: { '@context': 'https://schema.org', '@type': 'RecyclingCenter', name: 'Sharma Scrap' },
  preloadFetch: '/v3/api/marketplace/7/',
};

describe('the head tags of a page', () => {
  it('writes the link preview, canonical, preload and JSON-LD tags of a full head', () => {
    const tags = headTags(full);
    expect(metaContent(tags, 'property', 'og:title')).toBe(full.title);
    expect(metaContent(tags, 'property', 'og:description')).toBe(full.description);
    expect(metaContent(tags, 'property', 'og:type')).toBe('website');
    expect(metaContent(tags, 'property', 'og:url')).toBe(full.canonicalUrl);
    expect(metaContent(tags, 'property', 'og:site_name')).toBe(siteName);
    expect(metaContent(tags, 'property', 'og:image')).toBe(full.imageUrl);
    expect(metaContent(tags, 'property', 'og:image:alt')).toBe('A leaf');
    expect(metaContent(tags, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(tags, 'name', 'twitter:title')).toBe(full.title);
    expect(metaContent(tags, 'name', 'twitter:description')).toBe(full.description);
    expect(metaContent(tags, 'name', 'twitter:image')).toBe(full.imageUrl);
    expect(tags).toContain('<link rel="canonical" href="https://kt.example.in/marketplace/7/">');
    expect(tags).toContain('<link rel="preload" as="fetch" crossorigin href="/v3/api/marketplace/7/">');
    expect(tags).not.toContain('robots');
    expect(scripts(tags).map((text) => JSON.parse(text))).toEqual([full.jsonLd]);
  });

  it('writes a summary card and nothing of a picture, canonical or JSON-LD the head does not have', () => {
    const tags = headTags({ title: 'Marketplace not found', status: 404, noindex: true });
    expect(metaContent(tags, 'name', 'twitter:card')).toBe('summary');
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).not.toMatch(/og:image|twitter:image|og:url|og:description|canonical|preload|<script/);
  });

  it('names no canonical on a page kept out of the index, while a shared link still gets its address', () => {
    const tags = headTags({ ...full, noindex: true, jsonLd: undefined });
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).not.toContain('rel="canonical"');
    expect(metaContent(tags, 'property', 'og:url')).toBe(full.canonicalUrl);
  });
});

describe('a hostile dealer name in the head', () => {
  const name = `Evil "Scrap" </script><script>alert(1)</script> <!-- $& $' $\` \u2028\u2029 & Co`;
  const head: PageHead = {
    ...full,
    title: `${name} | ${siteName}`,
    description: `Sell your scrap to ${name}.`,
    imageAlt: name,
    jsonLd: { '@context': 'https://schema.org', '@type': 'RecyclingCenter', name, areaServed: [{ '@type': 'Place', name }] },
  };
  const html = withHead(indexHtml, head);

  it('adds no element: the page keeps its one script of its own and the JSON-LD one, and no alert', () => {
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('</script><script>');
    expect(html).not.toContain('<!--');
    expect(scripts(html)).toHaveLength(2);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('keeps the JSON-LD parseable with the name exactly as it was, and no raw line separators inside the script', () => {
    const [jsonLd = ''] = scripts(html);
    expect(jsonLd).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(jsonLd)).toEqual(head.jsonLd);
  });

  it('escapes the name in every attribute and reads back exactly', () => {
    for (const [key, tag] of [
      ['property', 'og:title'],
      ['name', 'twitter:title'],
    ] as const) {
      expect(metaContent(html, key, tag)).toBe(head.title);
    }
    expect(metaContent(html, 'property', 'og:image:alt')).toBe(name);
    expect(metaContent(html, 'name', 'twitter:image:alt')).toBe(name);
    expect(html).toContain('Evil &#34;Scrap&#34; &#60;/script&#62;');
  });

  it("replaces the title and description in place, copying no part of the page for $& $' or $`", () => {
    const start = html.indexOf('<title>') + '<title>'.length;
    expect(decodeEntities(html.slice(start, html.indexOf('</title>')))).toBe(head.title);
    expect(html).toContain(`<meta name="description" content="Sell your scrap to Evil &#34;Scrap&#34; `);
    expect(html).not.toContain('Site title');
    expect(html).not.toContain('Site description.');
    // The page's body is there once, after the head: nothing of it was copied in.
    expect(html.split('<div id="root"></div>')).toHaveLength(2);
    expect(html.split('<!doctype html>')).toHaveLength(2);
    expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('<body>'));
    expect(html.startsWith('<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="Sell your scrap to Evil')).toBe(true);
  });
});

describe('withHead on HTML without the site title or description', () => {
  it('adds them before </head> with the other tags', () => {
    const html = withHead('<html><head></head><body></body></html>', { title: 'A & B', description: 'About "A"' });
    expect(html).toBe(
      '<html><head><title>A &#38; B</title><meta name="description" content="About &#34;A&#34;" />' +
        headTags({ title: 'A & B', description: 'About "A"' }) +
        '</head><body></body></html>',
    );
  });
});
