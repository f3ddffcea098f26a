/**
 * The public lists are held in memory (platform/cache/list-cache.ts) and must change at once when a
 * dealer changes a price, an area or their quantity range, when a category changes, and on
 * every server sharing the database.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { Subcategory } from '@kt/contract/catalog/subcategory-list';
import { pathTo } from '@kt/contract/http/path-to';
import * as routes from '@kt/contract/routes';
import { pincodeSlotNames } from '@kt/contract/dealer-settings/pincodes';
import { categories, prices } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createVerifiedAccount, signIn } from '../../../test/accounts-helpers.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { eventually, openTwoServers, type TwoServers } from '../../../test/two-servers.ts';

let t: TestApp;
let subcategory: Subcategory;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const res = await t.app.inject({ method: 'GET', url: routes.subcategoryList.path });
  subcategory = (res.json() as Subcategory[])[0] as Subcategory;
});
afterAll(() => t.close());

// Agra pincodes no seeded dealer serves, one per test, so each list is this test's alone.
const freshPincodes = ['282003', '282004', '282008', '282009', '282010', '282006', '282007'];
const freshPincode = () => {
  const pincode = freshPincodes.shift();
  if (!pincode) throw new Error('out of fresh pincodes');
  return pincode;
};

function postForm(app: FastifyInstance, caller: AuthRecord, url: string, fields: Record<string, string | number>) {
  const body = multipartBody(fields);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(caller) } });
}

/**
 * A new verified dealer serving `pincode`, added the spec's way (add_pincodes), with a price there
 * unless `price: false` (issue 28: customers see a dealer with documents verified, an area and a price).
 */
async function dealerServing(app: FastifyInstance, pincode: string, options: { price?: boolean } = {}): Promise<AuthRecord> {
  const form = await createVerifiedAccount(app, t.database.db, 'dealer');
  const dealer = await signIn(app, 'dealer', form.email);
  const slots: Record<string, string | number> = { dealer_id: dealer.id };
  pincodeSlotNames.forEach((name, i) => {
    slots[name] = i === 0 ? pincode : '';
  });
  const added = await postForm(app, dealer, routes.addPincodes.path, slots);
  expect(added.statusCode, added.body).toBe(201);
  if (options.price !== false) expect((await setPrice(app, dealer, pincode, '12.00')).statusCode).toBe(201);
  return dealer;
}

const setPrice = (app: FastifyInstance, dealer: AuthRecord, pincode: string, price: string, url: string = routes.addPrice.path) =>
  postForm(app, dealer, url, { dealer: dealer.id, pincode, subcategory: subcategory.id, price });

async function pricesIn(app: FastifyInstance, pincode: string, dealer: AuthRecord): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: `/dealer_details/search-subcategory/${pincode}/` });
  expect(res.statusCode).toBe(302);
  return (res.json() as { dealer: number; price: string }[]).filter((row) => row.dealer === dealer.id).map((row) => row.price);
}

async function dealerIdsIn(app: FastifyInstance, pincode: string): Promise<number[]> {
  const res = await app.inject({ method: 'GET', url: pathTo(routes.getDealers, { pincode }) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { dealers: { id: number }[] } }).data.dealers.map((dealer) => dealer.id);
}

describe('cached public lists on one server', () => {
  it('keeps answering from memory: a change made behind the triggers does not show', async () => {
    // Proves the lists really are cached, so the tests below prove the invalidation.
    const pincode = freshPincode();
    const dealer = await dealerServing(t.app, pincode, { price: false });
    expect((await setPrice(t.app, dealer, pincode, '12.00')).statusCode).toBe(201);
    expect(await pricesIn(t.app, pincode, dealer)).toEqual(['12.00']);
    await t.database.db.execute(sql`alter table prices disable trigger prices_announce`);
    try {
      await t.database.db.update(prices).set({ pricePerKg: '99.00' }).where(eq(prices.dealerId, dealer.id));
      expect(await pricesIn(t.app, pincode, dealer)).toEqual(['12.00']);
    } finally {
      await t.database.db.execute(sql`alter table prices enable trigger prices_announce`);
    }
  });

  it('shows a new, changed and removed price at the next load', async () => {
    const pincode = freshPincode();
    const dealer = await dealerServing(t.app, pincode, { price: false });
    expect(await pricesIn(t.app, pincode, dealer)).toEqual([]);
    expect((await setPrice(t.app, dealer, pincode, '12.00')).statusCode).toBe(201);
    expect(await pricesIn(t.app, pincode, dealer)).toEqual(['12.00']);
    expect((await setPrice(t.app, dealer, pincode, '14.50', routes.updatePrice.path)).statusCode).toBe(200);
    expect(await pricesIn(t.app, pincode, dealer)).toEqual(['14.50']);
    const removed = await postForm(t.app, dealer, routes.deletePrice.path, { dealer: dealer.id, subcategory: subcategory.id, pincode });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await pricesIn(t.app, pincode, dealer)).toEqual([]);
  });

  it('shows a dealer in getdealers once they add the area (and a price, issue 28), and no longer once they delete it', async () => {
    const pincode = freshPincode();
    const before = await dealerIdsIn(t.app, pincode);
    const dealer = await dealerServing(t.app, pincode);
    expect(await dealerIdsIn(t.app, pincode)).toEqual([...before, dealer.id]);
    const emptySlots: Record<string, string | number> = { dealer_id: dealer.id };
    for (const name of pincodeSlotNames) emptySlots[name] = '';
    const deleted = await postForm(t.app, dealer, routes.updatePincodes.path, emptySlots);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await dealerIdsIn(t.app, pincode)).toEqual(before);
  });

  it("shows a dealer's new quantity range at once", async () => {
    const pincode = freshPincode();
    const dealer = await dealerServing(t.app, pincode);
    const card = async () => {
      const res = await t.app.inject({ method: 'GET', url: pathTo(routes.getDealers, { pincode }) });
      return (res.json() as { data: { dealers: { id: number; min_qty: string; qty: string }[] } }).data.dealers.find((d) => d.id === dealer.id);
    };
    expect(await card()).toMatchObject({ min_qty: '1.00' });
    const updated = await postForm(t.app, dealer, routes.dealerUpdateAttrs.path, { Did: dealer.id, mobile_number: '9897011111', min_qty: '5', qty: '500' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await card()).toMatchObject({ min_qty: '5.00', qty: '500.00' });
  });

  it('hides a dealer deactivated in the database, and shows a renamed category in every list', async () => {
    const pincode = freshPincode();
    const dealer = await dealerServing(t.app, pincode, { price: false });
    expect((await setPrice(t.app, dealer, pincode, '20.00')).statusCode).toBe(201);
    const categoryNames = async () => ((await t.app.inject({ method: 'GET', url: routes.categoryList.path })).json() as { name: string }[]).map((c) => c.name);
    const namesBefore = await categoryNames();
    expect(await dealerIdsIn(t.app, pincode)).toContain(dealer.id);
    await t.database.db.execute(sql`update users set is_active = false where id = ${dealer.id}`);
    await eventually(async () => (await dealerIdsIn(t.app, pincode)).includes(dealer.id), false);
    await t.database.db.execute(sql`update users set is_active = true where id = ${dealer.id}`);
    expect(await pricesIn(t.app, pincode, dealer)).toEqual(['20.00']);

    // The category of the priced subcategory: its name is in the category list and the price list.
    const [priced] = await t.database.db.select().from(categories).where(eq(categories.id, subcategory.category));
    if (!priced) throw new Error('the seed has no such category');
    await t.database.db.update(categories).set({ name: 'Old newspapers' }).where(eq(categories.id, priced.id));
    await eventually(categoryNames, namesBefore.map((name) => (name === priced.name ? 'Old newspapers' : name)));
    const priceRows = async () =>
      ((await t.app.inject({ method: 'GET', url: `/dealer_details/search-subcategory/${pincode}/` })).json() as { category_name: string }[]).map((row) => row.category_name);
    await eventually(priceRows, ['Old newspapers']);
    await t.database.db.update(categories).set({ name: priced.name }).where(eq(categories.id, priced.id));

  });
});

describe('entity tags', () => {
  it('answers 304 to a browser holding the current category list, subcategory list and dealers, and 200 once it changed', async () => {
    for (const url of [routes.categoryList.path, routes.subcategoryList.path, pathTo(routes.getDealers, { pincode: '282001' })]) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const weakAmongOthers = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': `"other", W/${etag}` } });
      expect(weakAmongOthers.statusCode).toBe(304);
      const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"not-it"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    }
    const pincode = freshPincode();
    const before = await t.app.inject({ method: 'GET', url: pathTo(routes.getDealers, { pincode }) });
    await dealerServing(t.app, pincode);
    const after = await t.app.inject({ method: 'GET', url: pathTo(routes.getDealers, { pincode }), headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('never answers search-subcategory (a 302 carrying the list) with 304 or an entity tag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/dealer_details/search-subcategory/282001/' });
    expect(first.statusCode).toBe(302);
    expect(first.headers.etag).toBeUndefined();
    const again = await t.app.inject({ method: 'GET', url: '/dealer_details/search-subcategory/282001/', headers: { 'if-none-match': '*' } });
    expect(again.statusCode).toBe(302);
    expect(again.body).toBe(first.body);
    expect(JSON.parse(again.body).length).toBeGreaterThan(0);
  });
});

// Two servers need one database both can reach: PostgreSQL (CI runs this file on it too).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two servers sharing one PostgreSQL', () => {
  let servers: TwoServers;
  beforeAll(async () => {
    servers = await openTwoServers();
  });
  afterAll(() => servers.close());

  it("shows on server B, at once, a price and an area the dealer changed through server A", async () => {
    const [a, b] = servers.apps;
    const subcategories = (await a.inject({ method: 'GET', url: routes.subcategoryList.path })).json() as Subcategory[];
    subcategory = subcategories[0] as Subcategory;
    const pincode = '282003';
    const form = await createVerifiedAccount(a, a.deps.db, 'dealer');
    const dealer = await signIn(a, 'dealer', form.email);
    // Both servers hold the lists before the change.
    expect(await dealerIdsIn(b, pincode)).not.toContain(dealer.id);
    expect(await pricesIn(b, pincode, dealer)).toEqual([]);

    const slots: Record<string, string | number> = { dealer_id: dealer.id };
    pincodeSlotNames.forEach((name, i) => {
      slots[name] = i === 0 ? pincode : '';
    });
    expect((await postForm(a, dealer, routes.addPincodes.path, slots)).statusCode).toBe(201);
    // Issue 28: listed once they have a price there too (documents verified by createVerifiedAccount).
    expect((await setPrice(a, dealer, pincode, '31.00')).statusCode).toBe(201);
    await eventually(async () => (await dealerIdsIn(b, pincode)).includes(dealer.id), true);
    await eventually(() => pricesIn(b, pincode, dealer), ['31.00']);
    expect((await setPrice(a, dealer, pincode, '33.00', routes.updatePrice.path)).statusCode).toBe(200);
    await eventually(() => pricesIn(b, pincode, dealer), ['33.00']);
    // And server A, which made the change, shows it without waiting.
    expect(await pricesIn(a, pincode, dealer)).toEqual(['33.00']);
  });

  it('shows a renamed category on both servers', async () => {
    const [a, b] = servers.apps;
    const names = async (app: FastifyInstance) => ((await app.inject({ method: 'GET', url: routes.categoryList.path })).json() as { id: number; name: string }[]);
    const before = await names(b);
    const first = before[0];
    if (!first) throw new Error('no category');
    await names(a);
    await a.deps.db.update(categories).set({ name: 'Cardboard and paper' }).where(eq(categories.id, first.id));
    await eventually(async () => (await names(b))[0]?.name, 'Cardboard and paper');
    await eventually(async () => (await names(a))[0]?.name, 'Cardboard and paper');
  });
});
