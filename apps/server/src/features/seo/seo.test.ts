/**
 * /sitemap.xml and /robots.txt: which dealers the sitemap names and when they leave it, the
 * sitemap against the sitemaps.org schema (a real XSD validator), and what robots.txt lets
 * crawlers read.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { pathTo } from '@kt/contract/http/path-to';
import * as routes from '@kt/contract/routes';
import { dealerProfiles, users } from '../../platform/db/schema/index.ts';
import { bearer, dealerSignUp, postForm, signIn } from '../../../test/accounts-helpers.ts';
import { createAdmin, createDealerWithAreaAndPrice } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { pdfFile, pngFile } from '../../../test/route-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSitemapRepo } from './sitemap.repo.ts';
import { publicPagePaths, sitemapUrlLimit, sitemapXml } from './sitemap.ts';

const xsdFile = path.join(import.meta.dirname, 'sitemap-0.9.xsd');
const webPathsFile = path.resolve(import.meta.dirname, '../../../../web/src/lib/paths.ts');

let t: TestApp;
let admin: AuthRecord;
let xsd: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  xsd = await readFile(xsdFile, 'utf8');
});
afterAll(() => t.close());

/** The dealer's Aadhaar card and photo, as the documents form sends them: a set awaiting review. */
async function uploadDocuments(dealer: AuthRecord) {
  const body = multipartBody({ dealer_id: dealer.id }, { Aadhar_card: pdfFile('aadhar.pdf'), Pic: pngFile('photo.png') });
  const res = await t.app.inject({ method: 'POST', url: routes.addDocuments.path, payload: body.payload, headers: { ...body.headers, ...bearer(dealer) } });
  expect(res.statusCode, res.body).toBe(201);
}

async function verifyDocuments(dealer: AuthRecord) {
  const res = await t.app.inject({ method: 'POST', url: pathTo(adminRoutes.adminVerifyDocuments, { id: dealer.id }), headers: bearer(admin) });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** An active dealer whose documents an admin verified, with an area and a price (issue 28: bookable). */
async function verifiedDealer(): Promise<AuthRecord> {
  const { dealer } = await createDealerWithAreaAndPrice(t, { verified: false });
  await uploadDocuments(dealer);
  await verifyDocuments(dealer);
  return dealer;
}

/** A dealer with an area and a price whose documents are not verified (issue 28). */
async function unverifiedDealer(): Promise<AuthRecord> {
  return (await createDealerWithAreaAndPrice(t, { verified: false })).dealer;
}

/** The admin console's switch (PATCH /v3/admin/users/{id}/). */
async function setActiveByAdmin(dealerId: number, isActive: boolean) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: pathTo(adminRoutes.adminUserActivation, { id: dealerId }),
    headers: bearer(admin),
    payload: { is_active: String(isActive) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function readSitemap() {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
const dealerUrl = (dealerId: number) => `${t.config.publicUrl}/marketplace/${dealerId}/`;

/** The dealer ids the sitemap names, in its order. */
async function listedDealers(): Promise<number[]> {
  const prefix = `${t.config.publicUrl}/marketplace/`;
  return locsOf(await readSitemap()).flatMap((loc) => (loc?.startsWith(prefix) ? [Number(loc.slice(prefix.length, -1))] : []));
}

async function validate(xml: string) {
  return validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [{ fileName: 'sitemap-0.9.xsd', contents: xsd }] });
}

describe('GET /sitemap.xml', () => {
  it('names the public pages and exactly the active dealers whose documents an admin verified, as absolute URLs', async () => {
    const listed = await verifiedDealer();
    const listedToo = await verifiedDealer();
    const noDocuments = await unverifiedDealer();
    const awaitingReview = await unverifiedDealer();
    await uploadDocuments(awaitingReview);
    const rejected = await unverifiedDealer();
    await uploadDocuments(rejected);
    const reject = await t.app.inject({
      method: 'POST',
      url: pathTo(adminRoutes.adminRejectDocuments, { id: rejected.id }),
      headers: bearer(admin),
      payload: { reason: 'The photo is blurred.' },
    });
    expect(reject.statusCode, reject.body).toBeLessThan(300);
    const inactive = await verifiedDealer();
    await setActiveByAdmin(inactive.id, false);
    // A sign-up never confirmed by e-mail has no public page, whatever its review says.
    const unconfirmedForm = dealerSignUp({ role: 'Kabadi', account_type: 'Kabadi' });
    expect((await postForm(t.app, routes.dealerRegistration.path, unconfirmedForm)).statusCode).toBe(201);
    const [unconfirmed] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, unconfirmedForm.email));
    if (!unconfirmed) throw new Error('the unconfirmed sign-up is missing');
    await t.database.db
      .insert(dealerProfiles)
      .values({ userId: unconfirmed.id, documentsStatus: 'Verified' })
      .onConflictDoUpdate({ target: dealerProfiles.userId, set: { documentsStatus: 'Verified' } });

    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const locs = locsOf(res.body);
    expect(locs.slice(0, publicPagePaths.length)).toEqual(publicPagePaths.map((page) => `${t.config.publicUrl}${page}`));
    expect(locs).toContain(`${t.config.publicUrl}/sell/sellitem`);
    for (const loc of locs) expect(loc).toMatch(/^http:\/\/localhost:\d+\//);
    expect(await listedDealers()).toEqual([listed.id, listedToo.id]);
    for (const left of [noDocuments, awaitingReview, rejected, inactive, unconfirmed]) expect(locs).not.toContain(dealerUrl(left.id));
  });

  it('answers HEAD with the same type and cache header and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toBe('');
  });

  it('drops a dealer at the next read once switched off (admin, plain SQL, documents sent again) and lists them again once back', async () => {
    const dealer = await verifiedDealer();
    expect(await listedDealers()).toContain(dealer.id);

    await setActiveByAdmin(dealer.id, false);
    expect(await listedDealers()).not.toContain(dealer.id);
    await setActiveByAdmin(dealer.id, true);
    expect(await listedDealers()).toContain(dealer.id);

    // As another instance or an operator would: straight in the database.
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, dealer.id));
    expect(await listedDealers()).not.toContain(dealer.id);
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, dealer.id));
    expect(await listedDealers()).toContain(dealer.id);

    // New documents go back to review: the verification is withdrawn until an admin decides again.
    // (Switching the account off ended its sessions: the dealer signs in again.)
    await uploadDocuments(await signIn(t.app, 'dealer', dealer.email));
    expect(await listedDealers()).not.toContain(dealer.id);
    await verifyDocuments(dealer);
    expect(await listedDealers()).toContain(dealer.id);
  });

  it('reads at most as many dealers as asked, lowest ids first', async () => {
    await verifiedDealer();
    const all = await createSitemapRepo(t.database.db).listedDealerIds(1000);
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(await createSitemapRepo(t.database.db).listedDealerIds(2)).toEqual(all.slice(0, 2));
  });
});

describe('the sitemap against the sitemaps.org schema (sitemap-0.9.xsd)', () => {
  it('validates the served sitemap', async () => {
    await verifiedDealer();
    const xml = await readSitemap();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('escapes what XML reserves: a site address with & and quotes stays valid and reads back the same', async () => {
    const publicUrl = `https://example.com/a&b'c"d<e>`;
    const xml = sitemapXml(publicUrl, [7]);
    expect(xml).toContain('<loc>https://example.com/a&amp;b&apos;c&quot;d&lt;e&gt;/marketplace/7/</loc>');
    expect((await validate(xml)).valid).toBe(true);
  });

  it('rejects broken sitemaps, so the check above can fail', async () => {
    const good = sitemapXml('https://example.com', [1]);
    const broken = {
      'no namespace': good.replace(` xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"`, ''),
      'a url without loc': good.replace(/<loc>[^<]*<\/loc>/, ''),
      'a relative loc': good.replace('<loc>https://example.com/</loc>', '<loc>/</loc>'),
      'a lastmod not in W3C datetime': good.replace('/marketplace/1/</loc>', '/marketplace/1/</loc><lastmod>26/03/2026</lastmod>'),
      'an unescaped &': good.replace('https://example.com/faq', 'https://example.com/faq?a=1&b=2'),
      'an unknown element': good.replace('</url>', '<title>FAQ</title></url>'),
    };
    for (const [name, xml] of Object.entries(broken)) {
      expect(xml, name).not.toBe(good);
      expect((await validate(xml)).valid, name).toBe(false);
    }
    // The same document with a well-formed lastmod passes: the rejections above are the faults'.
    expect((await validate(good.replace('/marketplace/1/</loc>', '/marketplace/1/</loc><lastmod>2026-03-26T10:00:00+05:30</lastmod>'))).valid).toBe(true);
  });

  it(`keeps to the protocol's ${sitemapUrlLimit} URLs: the public pages and the dealers with the lowest ids`, () => {
    const ids = Array.from({ length: sitemapUrlLimit + 10 }, (_, i) => i + 1);
    const locs = locsOf(sitemapXml('https://example.com', ids));
    expect(locs).toHaveLength(sitemapUrlLimit);
    expect(locs.at(-1)).toBe(`https://example.com/marketplace/${sitemapUrlLimit - publicPagePaths.length}/`);
  });
});

/**
 * Whether robots.txt lets a crawler fetch `target`, as RFC 9309 reads it: the longest matching
 * rule decides, Allow when an Allow and a Disallow are as long; no rule: allowed.
 */
function robotsAllows(robots: string, target: string): boolean {
  let best: { length: number; allow: boolean } | undefined;
  for (const line of robots.split('\n')) {
    const rule = /^(Allow|Disallow):\s*(\S+)$/.exec(line);
    if (!rule?.[2] || !target.startsWith(rule[2])) continue;
    const candidate = { length: rule[2].length, allow: rule[1] === 'Allow' };
    if (!best || candidate.length > best.length || (candidate.length === best.length && candidate.allow)) best = candidate;
  }
  return best?.allow ?? true;
}

describe('GET /robots.txt', () => {
  let robots: string;
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    robots = res.body;
  });

  it('answers HEAD with the same type and cache header and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toBe('');
  });

  it('names the sitemap by its absolute URL, for every crawler', () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots.split('\n')).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
  });

  it('keeps crawlers out of the API, the consoles and the accounts, and lets them read the public and marketplace pages', () => {
    expect(robots).toMatch(/^Disallow: \/v3\/$/m);
    expect(robots).toMatch(/^Disallow: \/dealer\/$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Allow: \/marketplace\/$/m);
    for (const blocked of ['/v3/api/sign_in/customer/', '/dealer/home', '/dealer/api/x', '/admin', '/admin/users/4', '/sell/cart', '/sell/user/profile', '/receipt/KT1', '/signin/signup/dealer', '/dev/mailbox', '/api/x', '/cat/']) {
      expect(robotsAllows(robots, blocked), blocked).toBe(false);
    }
    for (const open of [...publicPagePaths, '/marketplace/12/', '/sitemap.xml']) expect(robotsAllows(robots, open), open).toBe(true);
    // What a dealer's page and every page's footer are drawn from, so a rendering crawler sees them filled.
    expect(robotsAllows(robots, pathTo(routes.marketplacePage, { id: 12 }))).toBe(true);
    expect(robotsAllows(robots, routes.siteSettings.path)).toBe(true);
  });

  it("classes every screen of the web app's paths.ts: the sitemap's public pages and marketplace pages open, every other closed", async () => {
    const source = await readFile(webPathsFile, 'utf8');
    const block = source.slice(source.indexOf('export const paths'), source.indexOf('} as const'));
    const screens = [...block.matchAll(/:\s*'(\/[^']*)'/g)].map((match) => match[1] as string);
    expect(screens.length).toBeGreaterThan(40);
    for (const page of publicPagePaths) expect(screens, page).toContain(page);
    for (const screen of screens) {
      const sample = screen.replace(/:\w+/g, '12');
      const isPublic = (publicPagePaths as readonly string[]).includes(screen) || screen.startsWith('/marketplace/');
      expect(robotsAllows(robots, sample), screen).toBe(isPublic);
    }
  });
});
