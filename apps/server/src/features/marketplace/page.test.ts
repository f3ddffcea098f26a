/**
 * The marketplace page's one read (GET /v3/api/marketplace/{id}/), the spec's public dealer
 * data (GET /v3/api/dealer-data/{id}) and the page's HTML head for crawlers.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { ZMarketplacePage, type MarketplacePage } from '@kt/contract/marketplace/page';
import { messages } from '@kt/contract/messages';
import { siteName } from '@kt/contract/site';
import * as routes from '@kt/contract/routes';
import { pathTo } from '@kt/contract/http/path-to';
import { dealerInitiatives, dealerPincodes, dealerRatings, users } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createVerifiedAccount, signIn } from '../../../test/accounts-helpers.ts';
import { newCustomer, placeOrder, pricesOf, setStatus, signInDemo } from '../../../test/orders-helpers.ts';
import { yearsSince } from './page.service.ts';
import { add } from '@kt/contract/money';
import { weighInDb } from '../../../test/weighed-items.ts';

let t: TestApp;
let webDist: string;
let kabadi: AuthRecord;
let collector: AuthRecord;
const indexHtml =
  '<!doctype html><html><head><meta name="description" content="Site description." /><title>Site title</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'kt-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), indexHtml);
  t = await createTestApp({ seed: true, env: { WEB_DIST: webDist } });
  [kabadi, collector] = await Promise.all([signInDemo(t.app, 'kabadi'), signInDemo(t.app, 'collector')]);
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

async function readPage(dealerId: number): Promise<MarketplacePage> {
  const res = await t.app.inject({ method: 'GET', url: pathTo(routes.marketplacePage, { id: dealerId }) });
  expect(res.statusCode, res.body).toBe(200);
  return ZMarketplacePage.strict().parse(res.json());
}

/**
 * After a write made straight to the database (as an admin or another instance would), wait
 * until this server's cache has heard of it: on PostgreSQL the announcement arrives on its own
 * connection, a moment after the commit.
 */
const heard = () => t.app.deps.listCache.settle();

async function setActive(dealerId: number, isActive: boolean) {
  await t.database.db.update(users).set({ isActive }).where(eq(users.id, dealerId));
  await heard();
}

describe('the marketplace page read', () => {
  it("shows the seeded dealer's areas and each area's prices, with absolute picture URLs", async () => {
    const page = await readPage(kabadi.id);
    expect(page.dealer).toEqual({ id: kabadi.id, KT_ID: kabadi.KT_ID, username: kabadi.username, account_type: 'Kabadi', is_active: true, ProfilePic: null, verified_on: '2026-01-15', bookable: true });
    expect(page.areas.map((area) => area.pincode)).toEqual(['282001', '282002']);
    for (const area of page.areas) expect(area.city).toBe('Agra');
    const in282001 = await pricesOf(t.app, '282001', kabadi);
    const shown = page.prices.filter((price) => price.pincode === '282001');
    expect(shown.map((price) => [price.subcategory, price.price]).sort()).toEqual(in282001.map((entry) => [entry.subcategory, entry.price]).sort());
    expect(page.prices.filter((price) => price.pincode === '282002').length).toBeGreaterThan(0);
    for (const price of page.prices) expect(price.subcategory_image).toMatch(/^https?:\/\//);
  });

  it('computes the figures from the dealer: customers and weighed kg of completed pickups, ratings, years since joining', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db, 'dealer');
    const dealer = await signIn(t.app, 'dealer', form.email);
    const fresh = await readPage(dealer.id);
    expect(fresh.stats).toMatchObject({ customers_served: 0, rating_average: null, rating_count: 0, kg_collected: '0.00', years: 0 });

    await t.database.db.insert(dealerRatings).values([
      { dealerId: dealer.id, rating: '4.5', review: 'On time', sourceIp: '198.51.100.1' },
      { dealerId: dealer.id, rating: '3.0', review: null, sourceIp: '198.51.100.2' },
    ]);
    await heard();
    const rated = await readPage(dealer.id);
    expect(rated.stats).toMatchObject({ rating_average: 3.8, rating_count: 2 });

    // The collector's pickups: New and Accepted orders do not count (issue 16); a Completed one
    // does, with the kg weighed at the door (not the kg ordered) and its customer.
    const before = (await readPage(collector.id)).stats;
    const customer = await newCustomer(t);
    const entries = (await pricesOf(t.app, '282005', collector)).slice(0, 2);
    const order = await placeOrder(t.app, customer, entries);
    expect((await readPage(collector.id)).stats).toEqual(before);
    expect((await setStatus(t.app, collector, order.order_number, 'Accepted')).statusCode).toBe(200);
    await heard();
    expect((await readPage(collector.id)).stats).toEqual(before);
    // A cancelled order with weights written against it does not count either.
    const cancelled = await placeOrder(t.app, customer, entries.slice(0, 1));
    expect((await setStatus(t.app, collector, cancelled.order_number, 'Cancelled by Dealer')).statusCode).toBe(200);
    await weighInDb(t.database.db, cancelled.order_number, [{ category: 'Paper', kg: '50.00' }], false);
    // Completed at the door (written as the completion call does): 2.35 kg and 1.10 kg, not 5 + 5 ordered.
    await weighInDb(t.database.db, order.order_number, [
      { category: 'Paper', kg: '2.35' },
      { category: 'Metal', kg: '1.10' },
    ]);
    await heard();
    const after = (await readPage(collector.id)).stats;
    expect(after?.customers_served).toBe((before?.customers_served ?? 0) + 1);
    expect(after?.kg_collected).toBe(add([before?.kg_collected ?? '0.00', '3.45']));
    // The same customer's second completed pickup adds kg but not a customer.
    const second = await placeOrder(t.app, customer, entries.slice(0, 1));
    await weighInDb(t.database.db, second.order_number, [{ category: 'Glass', kg: '0.55' }]);
    await heard();
    const later = (await readPage(collector.id)).stats;
    expect(later?.customers_served).toBe(after?.customers_served);
    expect(later?.kg_collected).toBe(add([after?.kg_collected ?? '0.00', '0.55']));
  });

  it('counts whole years since the dealer joined, turning on the anniversary', () => {
    expect(yearsSince('2024-11-25', '2026-11-24')).toBe(1);
    expect(yearsSince('2024-11-24', '2026-11-24')).toBe(2);
    expect(yearsSince('2026-11-24', '2026-11-24')).toBe(0);
  });

  it("shows a new initiative at the next load and the dealer's initiatives only", async () => {
    const form = await createVerifiedAccount(t.app, t.database.db, 'dealer');
    const dealer = await signIn(t.app, 'dealer', form.email);
    expect((await readPage(dealer.id)).initiatives).toEqual([]);
    await t.database.db.insert(dealerInitiatives).values({ dealerId: dealer.id, message: 'We collect e-waste from schools for free.' });
    await heard();
    const page = await readPage(dealer.id);
    expect(page.initiatives).toEqual([expect.objectContaining({ dealer_id: dealer.id, photo: null, message: 'We collect e-waste from schools for free.' })]);
  });

  it('answers 404 with the spec text for an unknown id, a customer, and an unverified dealer; 400 for a non-number', async () => {
    const customer = await newCustomer(t);
    const unverified = await t.app.inject({
      method: 'POST',
      url: '/v3/api/registration/dealer/',
      payload: { username: 'Not Yet Verified', email: `unverified-${Date.now()}@example.com`, password: 'Sturdy-Pass-2026', mobile_number: '9876501234', role: 'Kabadi', account_category: 'customer', account_type: 'Kabadi' },
    });
    expect(unverified.statusCode, unverified.body).toBe(201);
    const [pending] = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.username, 'Not Yet Verified'), eq(users.isVerified, false)));
    for (const id of [2_000_000_000, customer.id, pending?.id ?? 0]) {
      const res = await t.app.inject({ method: 'GET', url: pathTo(routes.marketplacePage, { id }) });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().message).toBe(messages.marketplace.notFound);
      expect((await t.app.inject({ method: 'GET', url: pathTo(routes.dealerData, { id }) })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: pathTo(routes.marketplacePage, { id: 'abc' }) })).statusCode).toBe(400);
  });

  it('shows an inactive dealer as inactive with nothing of their business, and everything again once active', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db, 'dealer');
    const dealer = await signIn(t.app, 'dealer', form.email);
    await t.database.db.insert(dealerInitiatives).values({ dealerId: dealer.id, message: 'Tree planting' });
    await heard();
    await setActive(dealer.id, false);
    const page = await readPage(dealer.id);
    expect(page).toEqual({ dealer: expect.objectContaining({ id: dealer.id, is_active: false }), areas: [], prices: [], stats: null, initiatives: [], reviews: [] });
    await setActive(dealer.id, true);
    expect((await readPage(dealer.id)).initiatives).toHaveLength(1);
  });

  it("shows the dealer's profile picture as an absolute URL once they upload one, and null before (issue 28)", async () => {
    const dealer = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer')).email);
    // Read (and so cached) before the upload: the new picture must show at the next read all the same.
    expect((await readPage(dealer.id)).dealer.ProfilePic).toBeNull();
    const picture = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 1)]);
    const boundary = 'ktmarketplace';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="ProfilePic"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/v3/api/update-profilepic/dealer/${dealer.id}/`,
      headers: { authorization: `Bearer ${dealer.tokens.access}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), picture, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await heard();
    const shown = (await readPage(dealer.id)).dealer.ProfilePic;
    expect(shown).toBe(uploaded.json().ProfilePic);
    expect(shown).toMatch(/^https?:\/\//);
    const served = await t.app.inject({ method: 'GET', url: new URL(shown ?? '').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(picture)).toBe(true);
  });

  it('answers 304 to a browser holding the current page, and 200 once it changed', async () => {
    const first = await t.app.inject({ method: 'GET', url: pathTo(routes.marketplacePage, { id: kabadi.id }) });
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({ method: 'GET', url: pathTo(routes.marketplacePage, { id: kabadi.id }), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await t.database.db.insert(dealerRatings).values({ dealerId: kabadi.id, rating: '5.0', sourceIp: '198.51.100.9' });
    await heard();
    const changed = await t.app.inject({ method: 'GET', url: pathTo(routes.marketplacePage, { id: kabadi.id }), headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
  });
});

describe('public dealer data', () => {
  it('returns exactly username, account_type and is_active for every dealer, never e-mail, mobile or documents', async () => {
    const dealers = await t.database.db.select({ id: users.id, email: users.email, mobile: users.mobileNumber }).from(users).where(and(eq(users.accountCategory, 'dealer'), eq(users.isVerified, true)));
    expect(dealers.length).toBeGreaterThan(2);
    for (const dealer of dealers) {
      const res = await t.app.inject({ method: 'GET', url: pathTo(routes.dealerData, { id: dealer.id }) });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(['account_type', 'is_active', 'username']);
      expect(res.body).not.toContain(dealer.email);
      expect(res.body).not.toContain(dealer.mobile);
      const page = await t.app.inject({ method: 'GET', url: pathTo(routes.marketplacePage, { id: dealer.id }) });
      expect(page.body).not.toContain(dealer.email);
      expect(page.body).not.toContain(dealer.mobile);
      expect(page.body).not.toMatch(/documents\/|Aadhar|private/i);
    }
  });
});

describe('public dealer data kept in memory', () => {
  it('shows a deactivation and a new name at the next read, and answers 304 while unchanged', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db, 'dealer');
    const dealer = await signIn(t.app, 'dealer', form.email);
    const first = await t.app.inject({ method: 'GET', url: pathTo(routes.dealerData, { id: dealer.id }) });
    expect(first.json()).toEqual({ username: dealer.username, account_type: dealer.account_type, is_active: true });
    const again = await t.app.inject({ method: 'GET', url: pathTo(routes.dealerData, { id: dealer.id }), headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    await setActive(dealer.id, false);
    await t.database.db.update(users).set({ username: 'Renamed Scrap Co' }).where(eq(users.id, dealer.id));
    await heard();
    const changed = await t.app.inject({ method: 'GET', url: pathTo(routes.dealerData, { id: dealer.id }) });
    expect(changed.json()).toEqual({ username: 'Renamed Scrap Co', account_type: dealer.account_type, is_active: false });
  });
});

describe("the page's HTML for search engines and link previews", () => {
  const asBrowser = { accept: 'text/html' };

  it("names the dealer, their type and city in the title and their areas in the description", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/marketplace/${kabadi.id}/`, headers: asBrowser });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${kabadi.username} – Kabadiwala scrap dealer in Agra | Kabadi Techno</title>`);
    expect(res.body).toMatch(/<meta name="description" content="Sell your scrap to [^"]*282001[^"]*"/);
    expect(res.body).toContain('<meta property="og:title"');
    expect(res.body).toContain(`<link rel="preload" as="fetch" crossorigin href="/v3/api/marketplace/${kabadi.id}/">`);
    expect(res.body).not.toContain('noindex');
  });

  it('answers an unknown dealer with 404 and keeps an inactive one out of search results', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/marketplace/1999999999/', headers: asBrowser });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('<meta name="robots" content="noindex">');
    const form = await createVerifiedAccount(t.app, t.database.db, 'dealer');
    const dealer = await signIn(t.app, 'dealer', form.email);
    await setActive(dealer.id, false);
    const inactive = await t.app.inject({ method: 'GET', url: `/marketplace/${dealer.id}`, headers: asBrowser });
    expect(inactive.statusCode).toBe(200);
    expect(inactive.body).toContain('noindex');
    expect(inactive.body).toContain(messages.marketplace.inactive);
  });

  it('escapes a dealer name that carries markup', async () => {
    const form = await createVerifiedAccount(t.app, t.database.db, 'dealer');
    const dealer = await signIn(t.app, 'dealer', form.email);
    await t.database.db.update(users).set({ username: '<script>alert(1)</script>' }).where(eq(users.id, dealer.id));
    await heard();
    const res = await t.app.inject({ method: 'GET', url: `/marketplace/${dealer.id}/`, headers: asBrowser });
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&#60;script&#62;');
  });

  it("writes a name holding $' $` and $& into the head once each where it belongs, leaving the rest of the page as it was", async () => {
    // In a string replacement these copy the text after the match, before it, and the match itself.
    const name = "Sharma $' $` $& Scrap";
    const form = await createVerifiedAccount(t.app, t.database.db, 'dealer', { username: name });
    const dealer = await signIn(t.app, 'dealer', form.email);
    await t.database.db.insert(dealerPincodes).values({ dealerId: dealer.id, pincode: '282001', area: 'Sadar Bazar', city: 'Agra', state: 'Uttar Pradesh' });
    await heard();

    const res = await t.app.inject({ method: 'GET', url: `/marketplace/${dealer.id}/`, headers: asBrowser });
    expect(res.statusCode).toBe(200);
    const escaped = "Sharma $&#39; $` $&#38; Scrap";
    const put = (template: string, values: Record<string, string>) => Object.entries(values).reduce((text, [key, value]) => text.split(`{${key}}`).join(value), template);
    const title = `${put(messages.marketplaceArea.pageTitle, { name: escaped, type: 'Recycler', city: 'Agra' })} | ${siteName}`;
    const description = put(messages.marketplaceArea.pageDescription, { name: escaped, type: 'Recycler', city: 'Agra', areas: 'Sadar Bazar (282001)' });
    const pageUrl = `${t.config.publicUrl}/marketplace/${dealer.id}/`;
    const image = `${t.config.publicUrl}/og-image.png`;
    const imageAlt = messages.marketplaceArea.siteImageAlt;
    const address = '{"@type":"PostalAddress","addressLocality":"Agra","addressRegion":"Uttar Pradesh","postalCode":"282001","addressCountry":"IN"}';
    expect(res.body).toBe(
      '<!doctype html><html><head>' +
        `<meta name="description" content="${description}" /><title>${title}</title>` +
        `<meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:type" content="website">` +
        `<meta property="og:url" content="${pageUrl}"><meta property="og:site_name" content="${siteName}">` +
        `<meta property="og:image" content="${image}"><meta property="og:image:alt" content="${imageAlt}">` +
        `<meta name="twitter:card" content="summary_large_image"><meta name="twitter:title" content="${title}"><meta name="twitter:description" content="${description}">` +
        `<meta name="twitter:image" content="${image}"><meta name="twitter:image:alt" content="${imageAlt}">` +
        `<link rel="canonical" href="${pageUrl}">` +
        `<link rel="preload" as="fetch" crossorigin href="/v3/api/marketplace/${dealer.id}/">` +
        // In the JSON-LD the name is JSON with < > & as \u escapes: no name can end or comment out the script.
        `<script type="application/ld+json">{"@context":"https://schema.org","@type":"RecyclingCenter","name":"Sharma $' $\` $\\u0026 Scrap","url":"${pageUrl}","image":"${image}",` +
        `"address":${address},"areaServed":[{"@type":"Place","name":"Sadar Bazar","address":${address}}]}</script>` +
        '</head><body><div id="root"></div></body></html>',
    );
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    // The title, the description and their Open Graph and Twitter copies.
    expect(res.body.split(escaped)).toHaveLength(7);
  });
});
