/**
 * The HTML head of a dealer's page (/marketplace/{id}/) for search engines and link previews,
 * worked out from the page's cached answer on a real app and database, then written into HTML.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { pathTo } from '@kt/contract/http/path-to';
import { ZMarketplacePage, type MarketplacePage } from '@kt/contract/marketplace/page';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { siteName } from '@kt/contract/site';
import { dealerRatings, users } from '../../platform/db/schema/index.ts';
import { headTags, withHead, type PageHead } from '../../platform/http/page-head-tags.ts';
import { addAreas, createDealer } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { marketplacePageHeadOf } from './marketplace.feature.ts';

const publicUrl = 'https://kt.example.in';
const indexHtml = '<!doctype html><html><head><meta name="description" content="Site description." /><title>Site title</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let headOf: (pathname: string) => Promise<PageHead | undefined>;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: publicUrl } });
  headOf = marketplacePageHeadOf(t.app.deps);
});
afterAll(() => t.close());

/** After a write made straight to the database, wait until this server's cache has heard of it. */
const heard = () => t.app.deps.listCache.settle();

async function readPage(dealerId: number): Promise<MarketplacePage> {
  const res = await t.app.inject({ method: 'GET', url: pathTo(routes.marketplacePage, { id: dealerId }) });
  expect(res.statusCode, res.body).toBe(200);
  return ZMarketplacePage.parse(res.json());
}

async function headOfDealer(dealerId: number): Promise<PageHead> {
  const head = await headOf(`/marketplace/${dealerId}/`);
  if (!head) throw new Error(`no head for dealer ${dealerId}`);
  return head;
}

/** The JSON-LD of the page's HTML, read back the way a crawler does. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
}

const metaContent = (html: string, key: 'property' | 'name', name: string) =>
  new RegExp(`<meta ${key}="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

describe("a dealer's page head", () => {
  let dealer: AuthRecord;
  let page: MarketplacePage;

  beforeAll(async () => {
    dealer = await createDealer(t, { type: 'Kabadi', fields: { username: 'Sharma Scrap Traders' } });
    await addAreas(t, dealer, ['282001', '282002']);
    page = await readPage(dealer.id);
  });

  it('names the dealer, their type as people call it and their city in the title, and their areas in the description', async () => {
    const head = await headOfDealer(dealer.id);
    expect(page.areas.map((area) => area.pincode)).toEqual(['282001', '282002']);
    expect(head.title).toBe(`Sharma Scrap Traders – Kabadiwala scrap dealer in Agra | ${siteName}`);
    expect(head.description).toContain('Sharma Scrap Traders');
    expect(head.description).toContain(messages.marketplaceArea.dealerTypeKabadi);
    expect(head.description).toContain('Agra');
    for (const area of page.areas) expect(head.description).toContain(`${area.area} (${area.pincode})`);
    expect(head.noindex).toBeUndefined();
    expect(head.status).toBeUndefined();
  });

  it('gives the page its absolute address and the absolute site picture for link previews', async () => {
    const head = await headOfDealer(dealer.id);
    expect(head.canonicalUrl).toBe(`${publicUrl}/marketplace/${dealer.id}/`);
    expect(head.imageUrl).toBe(`${publicUrl}/og-image.png`);
    const html = withHead(indexHtml, head);
    expect(metaContent(html, 'property', 'og:url')).toBe(`${publicUrl}/marketplace/${dealer.id}/`);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${publicUrl}/og-image.png`);
    expect(metaContent(html, 'name', 'twitter:image')).toBe(`${publicUrl}/og-image.png`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/marketplace/${dealer.id}/">`);
    expect(html).toContain(`<title>Sharma Scrap Traders – Kabadiwala scrap dealer in Agra | ${siteName}</title>`);
    expect(html).not.toContain('Site title');
  });

  it('describes the dealer as a schema.org business with each area served and no rating before anyone rated', async () => {
    const [business, ...others] = jsonLdOf(withHead(indexHtml, await headOfDealer(dealer.id)));
    expect(others).toEqual([]);
    const [first] = page.areas;
    expect(business).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RecyclingCenter',
      name: 'Sharma Scrap Traders',
      url: `${publicUrl}/marketplace/${dealer.id}/`,
      image: `${publicUrl}/og-image.png`,
      address: { '@type': 'PostalAddress', addressLocality: 'Agra', addressRegion: first?.state, postalCode: '282001', addressCountry: 'IN' },
      areaServed: page.areas.map((area) => ({
        '@type': 'Place',
        name: area.area,
        address: { '@type': 'PostalAddress', addressLocality: area.city, addressRegion: area.state, postalCode: area.pincode, addressCountry: 'IN' },
      })),
    });
    expect(first?.state).toBeTruthy();
  });

  it("adds the ratings' average and count once the dealer is rated, worked out again for the changed answer only", async () => {
    const before = await headOfDealer(dealer.id);
    // The same cached answer gives the same head: it is worked out once.
    expect(await headOfDealer(dealer.id)).toBe(before);
    await t.database.db.insert(dealerRatings).values([
      { dealerId: dealer.id, rating: '4.5', review: 'On time', sourceIp: '198.51.100.1' },
      { dealerId: dealer.id, rating: '3.0', review: null, sourceIp: '198.51.100.2' },
    ]);
    await heard();
    const after = await headOfDealer(dealer.id);
    expect(after).not.toBe(before);
    const [business] = jsonLdOf(headTags(after));
    expect(business?.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 3.8, ratingCount: 2, bestRating: 5, worstRating: 0.5 });
    expect(business).not.toHaveProperty('openingHours');
  });

  it('reads the same without the trailing slash, and has nothing to say of other paths', async () => {
    expect(await headOf(`/marketplace/${dealer.id}`)).toEqual(await headOfDealer(dealer.id));
    expect(await headOf('/sell')).toBeUndefined();
    expect(await headOf(`/marketplace/${dealer.id}/extra`)).toBeUndefined();
  });
});

describe('the dealer types and areas in the head', () => {
  it('calls a collector and a recycler by their type', async () => {
    for (const type of ['Collector', 'Recycler'] as const) {
      const dealer = await createDealer(t, { type, fields: { username: `A ${type} Firm` } });
      await addAreas(t, dealer, ['282005']);
      const head = await headOfDealer(dealer.id);
      const label = type === 'Collector' ? messages.marketplaceArea.dealerTypeCollector : messages.marketplaceArea.dealerTypeRecycler;
      expect(head.title).toMatch(new RegExp(`^A ${type} Firm – ${label} scrap dealer in \\S`));
      expect(head.description).toContain(`a ${label} in`);
    }
  });

  it('names the first areas of a long list and how many more', async () => {
    const dealer = await createDealer(t);
    // Five: the most a dealer adds without an admin's approval.
    await addAreas(t, dealer, ['282001', '282002', '282003', '282004', '282005']);
    const page = await readPage(dealer.id);
    expect(page.areas).toHaveLength(5);
    const head = await headOfDealer(dealer.id);
    for (const area of page.areas.slice(0, 4)) expect(head.description).toContain(`${area.area} (${area.pincode})`);
    for (const area of page.areas.slice(4)) expect(head.description).not.toContain(`(${area.pincode})`);
    expect(head.description).toContain(' and 1 more');
    // Every area is still in the schema.org data.
    const [business] = jsonLdOf(headTags(head));
    expect((business?.areaServed as { address: { postalCode: string } }[]).map((area) => area.address.postalCode)).toEqual(page.areas.map((area) => area.pincode));
  });

  it('names the dealer and type of a dealer who serves no area yet, with no address', async () => {
    const dealer = await createDealer(t, { type: 'Recycler', fields: { username: 'New Plant' } });
    const head = await headOfDealer(dealer.id);
    expect(head.title).toBe(`New Plant – Recycler scrap dealer | ${siteName}`);
    expect(head.description).toContain('New Plant, a Recycler.');
    const [business] = jsonLdOf(headTags(head));
    expect(business).not.toHaveProperty('address');
    expect(business).not.toHaveProperty('areaServed');
  });
});

describe('a page kept out of search results', () => {
  it('keeps an inactive dealer out of the index, with no schema.org data and no canonical', async () => {
    const dealer = await createDealer(t, { fields: { username: 'Closed Shop' } });
    await addAreas(t, dealer, ['282001']);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, dealer.id));
    await heard();
    const head = await headOfDealer(dealer.id);
    expect(head.noindex).toBe(true);
    expect(head.jsonLd).toBeUndefined();
    expect(head.description).toBe(messages.marketplace.inactive);
    const html = withHead(indexHtml, head);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('application/ld+json');
    expect(html).not.toContain('rel="canonical"');
  });

  it('answers an unknown dealer with 404 and noindex', async () => {
    const head = await headOf('/marketplace/1999999999/');
    expect(head).toEqual({ title: `${messages.marketplace.notFound} | ${siteName}`, status: 404, noindex: true });
    expect(await headOf('/marketplace/9999999999/')).toMatchObject({ status: 404, noindex: true });
  });
});

describe('a hostile dealer name through the whole head', () => {
  it('cannot break out of the JSON-LD script or an attribute, and reads back exactly', async () => {
    const name = `Evil "Scrap" </script><script>alert(1)</script> <!-- $& $' \u2028 Co`;
    const dealer = await createDealer(t);
    await addAreas(t, dealer, ['282001']);
    await t.database.db.update(users).set({ username: name }).where(eq(users.id, dealer.id));
    await heard();
    const html = withHead(indexHtml, await headOfDealer(dealer.id));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<!--');
    // One script element: the JSON-LD, ended where it should be.
    expect(html.match(/<script/g)).toHaveLength(1);
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toMatch(/[<>\u2028]/);
    const [business] = jsonLdOf(html);
    expect(business?.name).toBe(name);
    expect(html.split('<div id="root"></div>')).toHaveLength(2);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});
