/**
 * The reads a server-rendered page makes in process (page-reads.ts) must be the API's own
 * answers: the page's HTML carries this JSON for the browser to hydrate from, and the browser's
 * next read of the route must find the same. Every read added in the app is held to its route here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { siteSettingsEndpoints } from '@kt/contract/admin/site-settings.endpoints';
import { catalogEndpoints } from '@kt/contract/catalog/catalog.endpoints';
import { contentEndpoints } from '@kt/contract/content/content.endpoints';
import type { EndpointDefinition } from '@kt/contract/http/endpoint';
import { pathTo } from '@kt/contract/http/path-to';
import { impactEndpoints } from '@kt/contract/impact/impact.endpoints';
import { marketplaceEndpoints } from '@kt/contract/marketplace/marketplace.endpoints';
import { sellingEndpoints } from '@kt/contract/selling/selling.endpoints';
import { bearer } from '../../../test/accounts-helpers.ts';
import { createAdmin, createDealerWithAreaAndPrice } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { pngFile } from '../../../test/route-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPageReads } from './page-reads.ts';

let t: TestApp;
let dealer: AuthRecord;
const pincode = '282001';

/** An admin's content form, as the console sends it. */
async function addContent(admin: AuthRecord, url: string, fields: Record<string, string>, withPicture: boolean) {
  const body = multipartBody(fields, withPicture ? { dp: pngFile('face.png') } : {});
  const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(admin) } });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ dealer } = await createDealerWithAreaAndPrice(t, { pincode, prices: { Newspaper: '12.00', Cardboard: '8.50' } }));
  const admin = await createAdmin(t);
  // Text a serialiser could write otherwise than JSON.stringify: quotes, markup, non-ASCII.
  await addContent(admin, adminRoutes.adminAddFaqItem.path, { qns: 'Do you take "old" <b>books</b>?', ans: '<p>Yes — by weight, ₹/kg.</p>' }, false);
  await addContent(admin, adminRoutes.adminAddTeamMember.path, { name: 'Asha Verma', title: 'Founder' }, true);
  await addContent(admin, adminRoutes.adminAddTestimonial.path, { kind: 'working_team', name: 'Ravi', feedback: 'Good team.' }, true);
  await addContent(admin, adminRoutes.adminAddTestimonial.path, { kind: 'happy_customer', name: 'Meera', feedback: 'Picked up on time.' }, true);
  await t.app.deps.listCache.settle();
});
afterAll(() => t.close());

type Case = { definition: EndpointDefinition; params: Record<string, string>; status?: number };

/**
 * Every read the app serves in process, with parameters that find something. A feature that adds
 * a read adds it here too: the last test below fails until it does.
 */
const cases = (): Case[] => [
  { definition: catalogEndpoints.categoryList, params: {} },
  { definition: catalogEndpoints.pincodeLookup, params: { pincode } },
  { definition: contentEndpoints.teamMembers, params: {} },
  { definition: contentEndpoints.workingTeamMembers, params: {} },
  { definition: contentEndpoints.happyCustomers, params: {} },
  { definition: contentEndpoints.faq, params: {} },
  { definition: siteSettingsEndpoints.siteSettings, params: {} },
  { definition: impactEndpoints.impactSite, params: {} },
  { definition: marketplaceEndpoints.marketplacePage, params: { id: String(dealer.id) } },
  // The spec's answer is a 302 carrying the list.
  { definition: sellingEndpoints.searchSubcategory, params: { pincode }, status: 302 },
  { definition: sellingEndpoints.getDealers, params: { pincode } },
];
const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('reads of a server-rendered page', () => {
  it('answers each read with the bytes its route sends for the same parameters', async () => {
    for (const { definition, params, status } of cases()) {
      const url = pathTo(definition as Parameters<typeof pathTo>[0], params as never);
      // The page reads first, so where the answer is cached the route sends what the page's read filled.
      const answer = await t.app.deps.pageReads.read(definition, { params });
      expect(answer, url).toBeDefined();
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(status ?? 200);
      expect(answer?.body, url).toBe(res.body);
      // The lists the test made are in them: not two empty answers that agree.
      expect(res.body.length, url).toBeGreaterThan(2);
      // The entity tag a browser revalidates with is the one the page's cache keeps (no tag on the 302).
      if (res.headers.etag) expect(answer?.etag, url).toBe(res.headers.etag);
    }
  });

  it("finds the new dealer's prices and the admin's FAQ in the in-process answers", async () => {
    const prices = await t.app.deps.pageReads.read(sellingEndpoints.searchSubcategory, { params: { pincode } });
    expect((JSON.parse(prices?.body ?? '[]') as { dealer: number; price: string }[]).filter((row) => row.dealer === dealer.id).map((row) => row.price).sort()).toEqual([
      '12.00',
      '8.50',
    ]);
    const faq = await t.app.deps.pageReads.read(contentEndpoints.faq, { params: {} });
    expect(JSON.parse(faq?.body ?? '[]')).toEqual([{ qns: 'Do you take "old" <b>books</b>?', ans: '<p>Yes — by weight, ₹/kg.</p>' }]);
  });

  it.each(
    (
      [
        [catalogEndpoints.pincodeLookup, { pincode: 'abc' }],
        [sellingEndpoints.searchSubcategory, { pincode: 'abc' }],
        [sellingEndpoints.getDealers, { pincode: '28200' }],
        [sellingEndpoints.getDealers, {}],
        [marketplaceEndpoints.marketplacePage, { id: '0' }],
        [marketplaceEndpoints.marketplacePage, { id: 'seven' }],
      ] as const
    ).map(([definition, params]) => [definition.path, params, definition] as const),
  )('reads %s with parameters its schema refuses (%o) as nothing there', async (_path, params, definition) => {
    expect(await t.app.deps.pageReads.read(definition, { params })).toBeUndefined();
    // As the route refuses them.
    if (Object.keys(params).length > 0) {
      const res = await t.app.inject({ method: 'GET', url: pathTo(definition as Parameters<typeof pathTo>[0], params as never) });
      expect(res.statusCode).toBe(400);
    }
  });

  it("reads a dealer who is not there as nothing there, as the route's 404", async () => {
    const params = { id: '2000000000' };
    expect(await t.app.deps.pageReads.read(marketplaceEndpoints.marketplacePage, { params })).toBeUndefined();
    const res = await t.app.inject({ method: 'GET', url: pathTo(marketplaceEndpoints.marketplacePage, params) });
    expect(res.statusCode).toBe(404);
  });

  it('throws for a route nobody added, public or not', async () => {
    await expect(t.app.deps.pageReads.read(catalogEndpoints.subcategoryList, { params: {} })).rejects.toThrow(/is not served in process/);
    await expect(t.app.deps.pageReads.read({ method: 'POST', path: contentEndpoints.faq.path }, { params: {} })).rejects.toThrow(/is not served in process/);
  });

  it('refuses a route added twice, keeping the first read', async () => {
    const before = await t.app.deps.pageReads.read(contentEndpoints.faq, { params: {} });
    expect(() => t.app.deps.pageReads.add(contentEndpoints.faq, async () => ({ body: '[]', etag: '"x"' }))).toThrow(/added twice/);
    expect(await t.app.deps.pageReads.read(contentEndpoints.faq, { params: {} })).toEqual(before);

    const reads = createPageReads();
    reads.add(contentEndpoints.faq, async () => ({ body: '[]', etag: '"x"' }));
    expect(() => reads.add(contentEndpoints.faq, async () => ({ body: '[]', etag: '"y"' }))).toThrow(/added twice/);
  });

  it('serves exactly the reads this file holds to their routes', () => {
    expect(t.app.deps.pageReads.routes().map(keyOf).sort()).toEqual(cases().map(({ definition }) => keyOf(definition)).sort());
  });
});
