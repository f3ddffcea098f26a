import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { AdminCategory, AdminSubcategory } from '@kt/contract/admin/catalogue';
import { catalogueRules } from '@kt/contract/admin/catalogue-rules';
import type { Category } from '@kt/contract/catalog/category-list';
import type { Subcategory } from '@kt/contract/catalog/subcategory-list';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { messages } from '@kt/contract/messages';
import type { Order } from '@kt/contract/orders/orders';
import * as routes from '@kt/contract/routes';
import { pathTo } from '@kt/contract/http/path-to';
import { adminActions, categories, subcategories } from '../../platform/db/schema/index.ts';
import { signInDemoAdmin } from '../../../test/admin-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer } from '../../../test/accounts-helpers.ts';
import { multipartBody, type TestFile } from '../../../test/form-bodies.ts';
import { addItem, newCustomer, placeOrder, post, priceList, pricesOf, setStatus, signInDemo } from '../../../test/orders-helpers.ts';
import { pdfFile, pngFile } from '../../../test/route-fixtures.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

let t: TestApp;
let admin: AuthRecord;
let kabadi: AuthRecord;
let customer: AuthRecord;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await signInDemoAdmin(t.app);
  kabadi = await signInDemo(t.app, 'kabadi');
  customer = await signInDemo(t.app, 'customer');
});
afterAll(() => t.close());

/** A multipart call as the console's forms send it. */
function send(method: 'POST' | 'PATCH', url: string, who: AuthRecord | undefined, fields: Record<string, string>, files: Record<string, TestFile> = {}) {
  const body = multipartBody(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...(who ? bearer(who) : {}) } });
}

async function catalogue(): Promise<AdminCategory[]> {
  const res = await t.app.inject({ method: 'GET', url: adminRoutes.adminCategories.path, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function publicCategories(): Promise<Category[]> {
  await t.app.deps.listCache.settle();
  return (await t.app.inject({ method: 'GET', url: routes.categoryList.path })).json();
}

async function publicSubcategories(): Promise<Subcategory[]> {
  await t.app.deps.listCache.settle();
  return (await t.app.inject({ method: 'GET', url: routes.subcategoryList.path })).json();
}

/** The status a picture's absolute URL answers. */
async function pictureStatus(url: string) {
  return (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode;
}

const storedFile = (url: string) => path.join(t.config.dataDir, 'uploads', new URL(url).pathname.replace(/^\/media\//, ''));

/** The pictures the console has stored. */
const catalogueFiles = () => {
  const folder = path.join(t.config.dataDir, 'uploads', 'catalogue');
  return existsSync(folder) ? readdirSync(folder).length : 0;
};

async function auditRows(action: string, targetId: number) {
  return t.database.db.select().from(adminActions).where(and(eq(adminActions.action, action), eq(adminActions.targetId, targetId)));
}

let nameCounter = 0;
const newName = (base: string) => `${base} ${(nameCounter += 1)}`;

async function createCategory(name = newName('Rubber')): Promise<AdminCategory> {
  const res = await send('POST', adminRoutes.adminCategories.path, admin, { name }, { image: pngFile('rubber.png') });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function createSubcategory(categoryId: number, name = newName('Tyres')): Promise<AdminSubcategory> {
  const res = await send('POST', pathTo(adminRoutes.adminAddSubcategory, { id: categoryId }), admin, { name }, { image: pngFile('tyres.png') });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const countCategories = async () => (await t.database.db.select({ id: categories.id }).from(categories)).length;
const countSubcategories = async () => (await t.database.db.select({ id: subcategories.id }).from(subcategories)).length;

describe('the catalogue for an admin', () => {
  it('refuses no token, a customer and a dealer on every catalogue endpoint', async () => {
    for (const [method, url] of [
      ['GET', adminRoutes.adminCategories.path],
      ['POST', adminRoutes.adminCategories.path],
      ['PATCH', pathTo(adminRoutes.adminUpdateCategory, { id: 1 })],
      ['POST', pathTo(adminRoutes.adminAddSubcategory, { id: 1 })],
      ['PATCH', pathTo(adminRoutes.adminUpdateSubcategory, { id: 1 })],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url, headers: bearer(customer) })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url, headers: bearer(kabadi) })).statusCode, url).toBe(403);
    }
  });

  it('lists every category with its subcategories, pictures as absolute URLs that load', async () => {
    const list = await catalogue();
    const paper = list.find((entry) => entry.name === 'Paper');
    expect(paper).toMatchObject({ retired: false });
    expect(paper?.subcategories.map((sub) => sub.name)).toContain('Newspaper');
    expect(paper?.subcategories[0]).toMatchObject({ category_id: paper?.id, retired: false });
    expect(paper?.image).toMatch(/^https?:\/\//);
    expect(await pictureStatus(paper?.image ?? '')).toBe(200);
  });

  it('adds a category with its picture at the end, shows it publicly and writes an audit row', async () => {
    const before = await catalogue();
    const created = await createCategory('Rubber goods');
    expect(created).toMatchObject({ name: 'Rubber goods', retired: false, subcategories: [] });
    expect(created.position).toBeGreaterThan(Math.max(...before.map((entry) => entry.position)));
    expect(created.image).toMatch(/\/media\/catalogue\/[0-9a-f]+\.png$/);
    expect(await pictureStatus(created.image)).toBe(200);
    expect((await publicCategories()).map((entry) => entry.name)).toContain('Rubber goods');
    const [audit] = await auditRows('category.create', created.id);
    expect(audit).toMatchObject({ adminId: admin.id, targetKind: 'category', detail: 'Rubber goods' });
  });

  it('refuses a category without a picture, with a picture that is not one, too large a picture or a blank name, and adds nothing', async () => {
    const count = await countCategories();
    const noPicture = await send('POST', adminRoutes.adminCategories.path, admin, { name: 'Cloth' });
    expect(noPicture.statusCode).toBe(400);
    expect(noPicture.json().message).toBe(adminMessages.catalogueImageRequired);
    const pdf = await send('POST', adminRoutes.adminCategories.path, admin, { name: 'Cloth' }, { image: pdfFile('cloth.pdf') });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe(adminMessages.catalogueImageWrongType);
    const huge = await send('POST', adminRoutes.adminCategories.path, admin, { name: 'Cloth' }, { image: { data: Buffer.alloc(catalogueRules.imageMaxBytes + 1, 1), filename: 'big.png', type: 'image/png' } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(adminMessages.catalogueImageTooLarge);
    const blank = await send('POST', adminRoutes.adminCategories.path, admin, { name: '  ' }, { image: pngFile() });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.name).toEqual([adminMessages.catalogueNameRequired]);
    const badPosition = await send('POST', adminRoutes.adminCategories.path, admin, { name: 'Cloth', position: '-1' }, { image: pngFile() });
    expect(badPosition.statusCode).toBe(400);
    expect(await countCategories()).toBe(count);
  });

  it('refuses a category name already used, whatever its letter case, with a clear 409, and keeps no picture of it', async () => {
    const count = await countCategories();
    const files = catalogueFiles();
    const res = await send('POST', adminRoutes.adminCategories.path, admin, { name: 'paper' }, { image: pngFile() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(adminMessages.categoryNameTaken);
    expect(await countCategories()).toBe(count);
    expect(catalogueFiles()).toBe(files);
  });

  it('renames a category and changes its picture: the replaced picture it stored is removed, audit row written', async () => {
    const created = await createCategory();
    const oldFile = storedFile(created.image);
    expect(existsSync(oldFile)).toBe(true);
    const res = await send('PATCH', pathTo(adminRoutes.adminUpdateCategory, { id: created.id }), admin, { name: 'Rubber and latex', position: '40' }, { image: pngFile('latex.png') });
    expect(res.statusCode, res.body).toBe(200);
    const updated: AdminCategory = res.json();
    expect(updated).toMatchObject({ id: created.id, name: 'Rubber and latex', position: 40 });
    expect(updated.image).not.toBe(created.image);
    expect(await pictureStatus(updated.image)).toBe(200);
    expect(existsSync(oldFile)).toBe(false);
    const [audit] = await auditRows('category.update', created.id);
    expect(audit?.detail).toContain('name');
    expect(audit?.detail).toContain('new picture');
  });

  it('keeps a seed picture when a seeded category gets a new one (seed pictures ship with the app and may be shared)', async () => {
    const glass = (await catalogue()).find((entry) => entry.name === 'Glass');
    if (!glass) throw new Error('the seed has no Glass');
    const res = await send('PATCH', pathTo(adminRoutes.adminUpdateCategory, { id: glass.id }), admin, {}, { image: pngFile('glass.png') });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pictureStatus(glass.image)).toBe(200);
  });

  it('refuses a rename to a used name, an empty change and an unknown category, changing nothing', async () => {
    const created = await createCategory();
    const files = catalogueFiles();
    const taken = await send('PATCH', pathTo(adminRoutes.adminUpdateCategory, { id: created.id }), admin, { name: 'GLASS' }, { image: pngFile() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(adminMessages.categoryNameTaken);
    const nothing = await send('PATCH', pathTo(adminRoutes.adminUpdateCategory, { id: created.id }), admin, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(adminMessages.catalogueNothingToChange);
    const badRetired = await send('PATCH', pathTo(adminRoutes.adminUpdateCategory, { id: created.id }), admin, { retired: 'maybe' });
    expect(badRetired.statusCode).toBe(400);
    expect((await catalogue()).find((entry) => entry.id === created.id)).toMatchObject({ name: created.name, retired: false });
    expect((await send('PATCH', pathTo(adminRoutes.adminUpdateCategory, { id: 2_000_000_000 }), admin, { name: 'Anything' }, { image: pngFile() })).statusCode).toBe(404);
    expect(await auditRows('category.update', created.id)).toEqual([]);
    // The pictures sent with the refused changes are not kept.
    expect(catalogueFiles()).toBe(files);
  });

  it('adds subcategories: names unique within a category only, 404 for an unknown category, audit rows', async () => {
    const first = await createCategory();
    const second = await createCategory();
    const sub = await createSubcategory(first.id, 'Bicycle tyres');
    expect(sub).toMatchObject({ category_id: first.id, name: 'Bicycle tyres', position: 0, retired: false });
    expect(await pictureStatus(sub.image)).toBe(200);
    expect((await publicSubcategories()).find((entry) => entry.id === sub.id)).toMatchObject({ sub_name: 'Bicycle tyres', category: first.id });
    const [audit] = await auditRows('subcategory.create', sub.id);
    expect(audit).toMatchObject({ adminId: admin.id, targetKind: 'subcategory' });

    const count = await countSubcategories();
    const duplicate = await send('POST', pathTo(adminRoutes.adminAddSubcategory, { id: first.id }), admin, { name: 'bicycle TYRES' }, { image: pngFile() });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(adminMessages.subcategoryNameTaken);
    const unknown = await send('POST', pathTo(adminRoutes.adminAddSubcategory, { id: 2_000_000_000 }), admin, { name: 'Tubes' }, { image: pngFile() });
    expect(unknown.statusCode).toBe(404);
    expect(await countSubcategories()).toBe(count);
    // The same name in another category is another subcategory.
    await createSubcategory(second.id, 'Bicycle tyres');
  });

  it('renames a subcategory and refuses a name its category already has', async () => {
    const category = await createCategory();
    const one = await createSubcategory(category.id, 'Inner tubes');
    await createSubcategory(category.id, 'Car tyres');
    const taken = await send('PATCH', pathTo(adminRoutes.adminUpdateSubcategory, { id: one.id }), admin, { name: 'car tyres' });
    expect(taken.statusCode).toBe(409);
    const renamed = await send('PATCH', pathTo(adminRoutes.adminUpdateSubcategory, { id: one.id }), admin, { name: 'Tubes' }, { image: pngFile('tubes.png') });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: one.id, name: 'Tubes' });
    expect(existsSync(storedFile(one.image))).toBe(false);
    expect(await auditRows('subcategory.update', one.id)).toHaveLength(1);
    expect((await send('PATCH', pathTo(adminRoutes.adminUpdateSubcategory, { id: 2_000_000_000 }), admin, { name: 'X' })).statusCode).toBe(404);
  });
});

describe('retiring, never deleting', () => {
  it('a retired subcategory leaves the public lists and price setting, an existing order still lists with its name, and un-retiring brings it back', async () => {
    const [entry] = await pricesOf(t.app, '282001', kabadi);
    if (!entry) throw new Error('the seed has no price of the kabadi in 282001');
    // An order placed before the retirement, and a cart item waiting.
    const buyer = await newCustomer(t);
    const placed = await placeOrder(t.app, buyer, [entry]);
    const waiting = await newCustomer(t);
    expect((await addItem(t.app, waiting, entry)).statusCode).toBe(201);

    const marketplacePrices = async () =>
      ((await t.app.inject({ method: 'GET', url: pathTo(routes.marketplacePage, { id: kabadi.id }) })).json().prices as { subcategory: number }[]).map((price) => price.subcategory);
    expect(await marketplacePrices()).toContain(entry.subcategory);

    const retire = await send('PATCH', pathTo(adminRoutes.adminUpdateSubcategory, { id: entry.subcategory }), admin, { retired: 'true' });
    expect(retire.statusCode, retire.body).toBe(200);
    expect(retire.json()).toMatchObject({ id: entry.subcategory, retired: true });
    expect(await auditRows('subcategory.retire', entry.subcategory)).toHaveLength(1);
    expect((await catalogue()).flatMap((category) => category.subcategories).find((sub) => sub.id === entry.subcategory)).toMatchObject({ retired: true });

    // Gone from the public catalogue and from what customers can buy.
    expect((await publicSubcategories()).map((sub) => sub.id)).not.toContain(entry.subcategory);
    expect((await priceList(t.app, '282001')).map((price) => price.subcategory)).not.toContain(entry.subcategory);
    const another = await newCustomer(t);
    const add = await addItem(t.app, another, entry);
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toBe(messages.selling.priceGone);
    const draft = await post(t.app, waiting, '/api/add_order/', { customer_id: waiting.id, dealer_id: entry.dealer });
    expect(draft.statusCode).toBe(409);

    // Gone from the dealer's price setting: no new price, no change, not in their list.
    const priceFields = { dealer: kabadi.id, subcategory: entry.subcategory, pincode: '282001', price: '99' };
    for (const url of [routes.addPrice.path, routes.updatePrice.path]) {
      const res = await post(t.app, kabadi, url, priceFields);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe(adminMessages.catalogueItemRetired);
    }
    const own = await t.app.inject({ method: 'GET', url: `/dealer_details/get-price/${kabadi.id}/`, headers: bearer(kabadi) });
    expect((own.json() as { subcategory: number }[]).map((price) => price.subcategory)).not.toContain(entry.subcategory);
    // Nor on the dealer's marketplace page.
    expect(await marketplacePrices()).not.toContain(entry.subcategory);

    // The order placed before still lists, with the item's name, for both sides, and still moves on.
    const orders = await t.app.inject({ method: 'GET', url: pathTo(routes.customerOrders, { id: buyer.id }), headers: bearer(buyer) });
    expect(orders.statusCode).toBe(200);
    const order = (orders.json() as Order[]).find((entry2) => entry2.order_number === placed.order_number);
    expect(order?.items.map((item) => item.subcategory_name)).toEqual([entry.subcategory_name]);
    const dealerOrders = await t.app.inject({ method: 'GET', url: pathTo(routes.dealerOrders, { id: kabadi.id }), headers: bearer(kabadi) });
    expect((dealerOrders.json() as Order[]).some((entry2) => entry2.order_number === placed.order_number)).toBe(true);
    expect((await setStatus(t.app, kabadi, placed.order_number, 'Accepted')).statusCode).toBe(200);

    // Brought back: in the lists again, with the dealer's price as it was.
    const back = await send('PATCH', pathTo(adminRoutes.adminUpdateSubcategory, { id: entry.subcategory }), admin, { retired: 'false' });
    expect(back.statusCode).toBe(200);
    expect(await auditRows('subcategory.unretire', entry.subcategory)).toHaveLength(1);
    expect((await publicSubcategories()).map((sub) => sub.id)).toContain(entry.subcategory);
    expect((await priceList(t.app, '282001')).find((price) => price.id === entry.id)).toMatchObject({ price: entry.price });
    expect((await addItem(t.app, another, entry)).statusCode).toBe(201);
  });

  it('a retired category hides itself and all its subcategories from the lists, the prices and getdealers, and comes back un-retired', async () => {
    const [entry] = await pricesOf(t.app, '282001', kabadi);
    if (!entry) throw new Error('the seed has no price of the kabadi in 282001');
    const category = (await catalogue()).find((candidate) => candidate.subcategories.some((sub) => sub.id === entry.subcategory));
    if (!category) throw new Error('no category of the price');
    const subIds = category.subcategories.map((sub) => sub.id);
    const dealingIn = async () => {
      await t.app.deps.listCache.settle();
      const res = await t.app.inject({ method: 'GET', url: pathTo(routes.getDealers, { pincode: '282001' }) });
      return (res.json().data.dealers as { id: number; dealing_in: string[] }[]).find((dealer) => dealer.id === kabadi.id)?.dealing_in ?? [];
    };
    expect(await dealingIn()).toContain(category.name);

    const retire = await send('PATCH', pathTo(adminRoutes.adminUpdateCategory, { id: category.id }), admin, { retired: 'true' });
    expect(retire.statusCode, retire.body).toBe(200);
    expect(await auditRows('category.retire', category.id)).toHaveLength(1);
    expect((await publicCategories()).map((entry2) => entry2.id)).not.toContain(category.id);
    expect((await publicSubcategories()).filter((sub) => subIds.includes(sub.id))).toEqual([]);
    expect((await priceList(t.app, '282001')).filter((price) => subIds.includes(price.subcategory))).toEqual([]);
    expect(await dealingIn()).not.toContain(category.name);
    const add = await post(t.app, kabadi, routes.addPrice.path, { dealer: kabadi.id, subcategory: entry.subcategory, pincode: '282001', price: '99' });
    expect(add.statusCode).toBe(409);
    // The admin still sees it, marked.
    expect((await catalogue()).find((entry2) => entry2.id === category.id)).toMatchObject({ retired: true });

    expect((await send('PATCH', pathTo(adminRoutes.adminUpdateCategory, { id: category.id }), admin, { retired: 'false' })).statusCode).toBe(200);
    expect(await auditRows('category.unretire', category.id)).toHaveLength(1);
    expect((await publicCategories()).map((entry2) => entry2.id)).toContain(category.id);
    expect((await priceList(t.app, '282001')).map((price) => price.id)).toContain(entry.id);
    expect(await dealingIn()).toContain(category.name);
  });
});
