import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { AdminCategoryRequest } from '@kt/contract/admin/category-requests';
import type { Category } from '@kt/contract/catalog/category-list';
import type { Subcategory } from '@kt/contract/catalog/subcategory-list';
import type { CategoryRequestEntry } from '@kt/contract/dealer-settings/category-requests';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import * as routes from '@kt/contract/routes';
import { pathTo } from '@kt/contract/http/path-to';
import { adminActions, categories, categoryRequests } from '../../platform/db/schema/index.ts';
import { openSeededAppAsAdmin } from '../../../test/admin-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { bearer, createVerifiedAccount, readEmail, signIn } from '../../../test/accounts-helpers.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { post, signInDemo } from '../../../test/orders-helpers.ts';
import { pngFile } from '../../../test/route-fixtures.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

let t: TestApp;
let admin: AuthRecord;

beforeAll(async () => ({ t, admin } = await openSeededAppAsAdmin()));
afterAll(() => t.close());

/** A new dealer who asks for a category through the dealer's own form (the picture is stored as it is there). */
async function dealerWithRequest(categoryName: string, description = 'Clean and sorted.') {
  const form = await createVerifiedAccount(t.app, t.database.db, 'dealer');
  const dealer = await signIn(t.app, 'dealer', form.email);
  const body = multipartBody({ dealer_id: dealer.id, category_name: categoryName, description }, { category_image: pngFile('request.png') });
  const sent = await t.app.inject({ method: 'POST', url: routes.addCategoryRequest.path, payload: body.payload, headers: { ...body.headers, ...bearer(dealer) } });
  expect(sent.statusCode, sent.body).toBe(201);
  const [request] = await t.database.db.select({ id: categoryRequests.id }).from(categoryRequests).where(eq(categoryRequests.dealerId, dealer.id));
  return { dealer, requestId: request?.id ?? 0 };
}

const decide = (who: AuthRecord | undefined, url: string, payload?: Record<string, string | number>) =>
  t.app.inject({ method: 'POST', url, headers: who ? bearer(who) : {}, ...(payload ? { payload } : {}) });

async function requestRow(id: number) {
  const [row] = await t.database.db.select().from(categoryRequests).where(eq(categoryRequests.id, id));
  return row;
}

async function publicCategories(): Promise<Category[]> {
  await t.app.deps.listCache.settle();
  return (await t.app.inject({ method: 'GET', url: routes.categoryList.path })).json();
}

async function dealerRequests(dealer: AuthRecord): Promise<CategoryRequestEntry[]> {
  const res = await t.app.inject({ method: 'GET', url: pathTo(routes.categoryRequests, { id: dealer.id }), headers: bearer(dealer) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const pictureStatus = async (url: string) => (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode;

const auditOf = (action: string, targetId: number) =>
  t.database.db.select().from(adminActions).where(and(eq(adminActions.action, action), eq(adminActions.targetId, targetId)));

const catalogueFiles = () => {
  const folder = path.join(t.config.dataDir, 'uploads', 'catalogue');
  return existsSync(folder) ? readdirSync(folder).length : 0;
};

async function categoryNamed(name: string) {
  const [row] = await t.database.db.select().from(categories).where(eq(categories.name, name));
  return row;
}

describe('category requests for an admin', () => {
  it('refuses no token, a customer and a dealer on the list, approve and reject', async () => {
    const kabadi = await signInDemo(t.app, 'kabadi');
    const customer = await signInDemo(t.app, 'customer');
    for (const [method, url] of [
      ['GET', adminRoutes.adminCategoryRequests.path],
      ['POST', pathTo(adminRoutes.adminApproveCategoryRequest, { id: 1 })],
      ['POST', pathTo(adminRoutes.adminRejectCategoryRequest, { id: 1 })],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url, headers: bearer(customer) })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url, headers: bearer(kabadi) })).statusCode, url).toBe(403);
    }
  });

  it("lists the pending requests oldest first, a page at a time, with the dealer, the description and the dealer's picture", async () => {
    const first = await dealerWithRequest('Coconut shells', 'Dry shells by the sack.');
    const second = await dealerWithRequest('Old batteries');
    const res = await t.app.inject({ method: 'GET', url: adminRoutes.adminCategoryRequests.path, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const list = res.json() as AdminCategoryRequest[];
    const ids = list.map((entry) => entry.id);
    expect(ids.indexOf(first.requestId)).toBeLessThan(ids.indexOf(second.requestId));
    const entry = list.find((candidate) => candidate.id === first.requestId);
    expect(entry).toMatchObject({
      category_name: 'Coconut shells',
      description: 'Dry shells by the sack.',
      dealer: { id: first.dealer.id, KT_ID: first.dealer.KT_ID, username: first.dealer.username, email: first.dealer.email },
    });
    expect(await pictureStatus(entry?.image ?? '')).toBe(200);

    const paged = await t.app.inject({ method: 'GET', url: `${adminRoutes.adminCategoryRequests.path}?page_size=1`, headers: bearer(admin) });
    expect(paged.json()).toHaveLength(1);
    expect(paged.headers.link).toMatch(/rel="next"/);
  });

  it('an approved category request makes the category visible on /sell', async () => {
    const { dealer, requestId } = await dealerWithRequest('Tetra Pak cartons');
    const res = await decide(admin, pathTo(adminRoutes.adminApproveCategoryRequest, { id: requestId }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ msg: adminMessages.categoryRequestApproved, as: 'category', name: 'Tetra Pak cartons' });

    // The /sell page's list of categories shows it, with a picture that loads.
    const shown = (await publicCategories()).find((category) => category.name === 'Tetra Pak cartons');
    expect(shown?.id).toBe(res.json().id);
    expect(shown?.image).toMatch(/\/media\/catalogue\//);
    expect(await pictureStatus(shown?.image ?? '')).toBe(200);

    // The request is decided, the dealer sees it so and is told, and the audit log has both steps.
    expect(await requestRow(requestId)).toMatchObject({ status: 'Approved', reason: null });
    expect((await requestRow(requestId))?.decidedAt).not.toBeNull();
    expect((await dealerRequests(dealer)).find((entry) => entry.id === requestId)).toMatchObject({ status: 'Approved' });
    expect((await readEmail(t.database.db, dealer.email))?.subject).toBe('Category request "Tetra Pak cartons" approved');
    const [audit] = await auditOf('category_request.approve', requestId);
    expect(audit).toMatchObject({ adminId: admin.id, targetKind: 'category_request' });
    expect(await auditOf('category.create', res.json().id)).toHaveLength(1);
    // Gone from the pending list.
    const list = await t.app.inject({ method: 'GET', url: adminRoutes.adminCategoryRequests.path, headers: bearer(admin) });
    expect((list.json() as AdminCategoryRequest[]).map((entry) => entry.id)).not.toContain(requestId);

    // Decided once: a second approval is 409 and adds nothing.
    const again = await decide(admin, pathTo(adminRoutes.adminApproveCategoryRequest, { id: requestId }), { name: 'Cartons again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(adminMessages.requestDecided);
    expect(await categoryNamed('Cartons again')).toBeUndefined();
  });

  it('approves as a subcategory of a chosen category under a new name, which the dealer can then price', async () => {
    const { dealer, requestId } = await dealerWithRequest('Copper wire scraps');
    const [metal] = await t.database.db.select().from(categories).where(eq(categories.name, 'Metal'));
    if (!metal) throw new Error('the seed has no Metal');
    const res = await decide(admin, pathTo(adminRoutes.adminApproveCategoryRequest, { id: requestId }), { as: 'subcategory', category_id: metal.id, name: 'Copper wire' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ as: 'subcategory', name: 'Copper wire' });
    await t.app.deps.listCache.settle();
    const subs = (await t.app.inject({ method: 'GET', url: routes.subcategoryList.path })).json() as Subcategory[];
    const added = subs.find((sub) => sub.id === res.json().id);
    expect(added).toMatchObject({ sub_name: 'Copper wire', category: metal.id });
    expect(await pictureStatus(added?.sub_image ?? '')).toBe(200);
    expect(await auditOf('subcategory.create', res.json().id)).toHaveLength(1);
    const mail = await readEmail(t.database.db, dealer.email);
    expect(JSON.stringify(mail)).toContain('Copper wire in Metal');
  });

  it('refuses an approval whose name is taken, without a category for a subcategory, into an unknown or retired category, and changes nothing', async () => {
    const { requestId } = await dealerWithRequest('paper');
    const files = catalogueFiles();
    const taken = await decide(admin, pathTo(adminRoutes.adminApproveCategoryRequest, { id: requestId }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(adminMessages.categoryNameTaken);

    const noCategory = await decide(admin, pathTo(adminRoutes.adminApproveCategoryRequest, { id: requestId }), { as: 'subcategory', name: 'Waste paper' });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().fields.category_id).toEqual([adminMessages.approvalCategoryRequired]);
    const badKind = await decide(admin, pathTo(adminRoutes.adminApproveCategoryRequest, { id: requestId }), { as: 'tag' });
    expect(badKind.statusCode).toBe(400);
    const unknown = await decide(admin, pathTo(adminRoutes.adminApproveCategoryRequest, { id: requestId }), { as: 'subcategory', category_id: 2_000_000_000, name: 'Waste paper' });
    expect(unknown.statusCode).toBe(404);

    const [retired] = await t.database.db.insert(categories).values({ name: 'Retired stuff', imageKey: 'seed/categories/other.svg', retiredAt: new Date() }).returning();
    const intoRetired = await decide(admin, pathTo(adminRoutes.adminApproveCategoryRequest, { id: requestId }), { as: 'subcategory', category_id: retired?.id ?? 0, name: 'Waste paper' });
    expect(intoRetired.statusCode).toBe(409);
    expect(intoRetired.json().message).toBe(adminMessages.approvalCategoryRetired);

    expect(await requestRow(requestId)).toMatchObject({ status: 'Pending', decidedAt: null });
    expect(await auditOf('category_request.approve', requestId)).toEqual([]);
    // The copies of the picture made for the refused approvals are not kept.
    expect(catalogueFiles()).toBe(files);
  });

  it("says so when the request's picture is gone", async () => {
    const { requestId } = await dealerWithRequest('Glass marbles');
    const row = await requestRow(requestId);
    await t.app.deps.storage.delete(row?.imageKey ?? '');
    const res = await decide(admin, pathTo(adminRoutes.adminApproveCategoryRequest, { id: requestId }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(adminMessages.requestImageMissing);
    expect(await requestRow(requestId)).toMatchObject({ status: 'Pending' });
  });

  it('rejects with a reason the dealer sees in their list and is mailed; a rejection without a reason is refused', async () => {
    const { dealer, requestId } = await dealerWithRequest('Human hair');
    const empty = await decide(admin, pathTo(adminRoutes.adminRejectCategoryRequest, { id: requestId }), { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(adminMessages.reasonRequired);
    expect(await requestRow(requestId)).toMatchObject({ status: 'Pending' });

    const reason = 'We do not trade in this material.';
    const res = await decide(admin, pathTo(adminRoutes.adminRejectCategoryRequest, { id: requestId }), { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(adminMessages.categoryRequestRejected);
    expect(await requestRow(requestId)).toMatchObject({ status: 'Rejected', reason });
    expect((await dealerRequests(dealer)).find((entry) => entry.id === requestId)).toMatchObject({ status: 'Rejected', reason });
    const mail = await readEmail(t.database.db, dealer.email);
    expect(mail?.subject).toBe('Category request "Human hair" not approved');
    expect(JSON.stringify(mail)).toContain(reason);
    const [audit] = await auditOf('category_request.reject', requestId);
    expect(audit?.detail).toContain(reason);
    expect(await categoryNamed('Human hair')).toBeUndefined();

    expect((await decide(admin, pathTo(adminRoutes.adminRejectCategoryRequest, { id: requestId }), { reason })).statusCode).toBe(409);
    expect((await decide(admin, pathTo(adminRoutes.adminApproveCategoryRequest, { id: requestId }))).statusCode).toBe(409);
  });

  it('answers 404 for an unknown request', async () => {
    expect((await decide(admin, pathTo(adminRoutes.adminApproveCategoryRequest, { id: 2_000_000_000 }))).statusCode).toBe(404);
    expect((await decide(admin, pathTo(adminRoutes.adminRejectCategoryRequest, { id: 2_000_000_000 }), { reason: 'No.' })).statusCode).toBe(404);
  });

  it('lets the dealer price a subcategory made from their request', async () => {
    const { dealer, requestId } = await dealerWithRequest('Aluminium foil');
    const [metal] = await t.database.db.select().from(categories).where(eq(categories.name, 'Metal'));
    const res = await decide(admin, pathTo(adminRoutes.adminApproveCategoryRequest, { id: requestId }), { as: 'subcategory', category_id: metal?.id ?? 0 });
    expect(res.statusCode, res.body).toBe(200);
    // The dealer serves no pincode yet: the price is refused for the pincode, not for the item.
    const price = await post(t.app, dealer, routes.addPrice.path, { dealer: dealer.id, subcategory: res.json().id, pincode: '282001', price: '12' });
    expect(price.json().message).toBe(dealerAreaMessages.priceNotServed);
  });
});
