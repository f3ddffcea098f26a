import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { Subcategory } from '@kt/contract/catalog/subcategory-list';
import type { DealerPrice } from '@kt/contract/dealer-settings/prices';
import { pathTo } from '@kt/contract/http/path-to';
import * as routes from '@kt/contract/routes';
import { messages } from '@kt/contract/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createVerifiedAccount, signIn } from '../../../test/accounts-helpers.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { newCustomer, placeOrder, pricesOf } from '../../../test/orders-helpers.ts';
import { dealerPincodes, prices, users } from '../../platform/db/schema/index.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

let t: TestApp;
let subcategories: Subcategory[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const res = await t.app.inject({ method: 'GET', url: routes.subcategoryList.path });
  subcategories = res.json();
});
afterAll(() => t.close());

// No seeded dealer serves these, so each test's dealer is the only one with prices there.
let nextPincode = 282100;
const freshPincode = () => String((nextPincode += 1));

function subcategoryAt(index: number): Subcategory {
  const subcategory = subcategories[index];
  if (!subcategory) throw new Error(`the seed has no subcategory #${index}`);
  return subcategory;
}

/** A new Collector, signed in, serving the given pincodes (rows put straight in the table, as the areas routes would). */
async function newDealer(...served: string[]): Promise<AuthRecord> {
  const form = await createVerifiedAccount(t.app, t.database.db, 'dealer', { account_type: 'Collector', role: 'Collector' });
  const dealer = await signIn(t.app, 'dealer', form.email);
  for (const pincode of served) await serve(dealer, pincode);
  return dealer;
}

async function serve(dealer: AuthRecord, pincode: string) {
  await t.database.db.insert(dealerPincodes).values({ dealerId: dealer.id, pincode, state: 'Uttar Pradesh', city: 'Agra', area: 'Civil Lines' });
}

/** A POST the way the spec's client sends it: multipart/form-data. */
function send(who: AuthRecord | undefined, url: string, fields: Record<string, string | number>) {
  const body = multipartBody(fields);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(who ? bearer(who) : {}) } });
}

const priceFields = (dealer: AuthRecord, subcategory: Subcategory, pincode: string, price: string | number) => ({
  dealer: dealer.id,
  pincode,
  price,
  subcategory: subcategory.id,
});
const deleteFields = (dealer: AuthRecord, subcategory: Subcategory, pincode: string) => ({ dealer: dealer.id, subcategory: subcategory.id, pincode });

async function getPrices(dealer: AuthRecord, id = dealer.id) {
  return t.app.inject({ method: 'GET', url: pathTo(routes.dealerPrices, { id: id }), headers: bearer(dealer) });
}

async function storedPrices(dealerId: number, pincode: string) {
  return t.database.db
    .select({ subcategoryId: prices.subcategoryId, price: prices.pricePerKg })
    .from(prices)
    .where(and(eq(prices.dealerId, dealerId), eq(prices.pincode, pincode)));
}

describe('POST add-price and update-price (the spec client: add, then update when add is refused)', () => {
  it('adds a price (201), refuses a second add (409), updates it (200), and the new price shows to the dealer and to customers', async () => {
    const pincode = freshPincode();
    const dealer = await newDealer(pincode);
    const paper = subcategoryAt(0);

    const added = await send(dealer, routes.addPrice.path, priceFields(dealer, paper, pincode, '14.5'));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ msg: messages.dealerSettings.priceAdded });
    expect(added.json().msg).toBe('Successfully added');

    const again = await send(dealer, routes.addPrice.path, priceFields(dealer, paper, pincode, '16'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(dealerAreaMessages.priceExists);

    const updated = await send(dealer, routes.updatePrice.path, priceFields(dealer, paper, pincode, '16'));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ msg: 'Successfully updated' });

    const own = await getPrices(dealer);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      expect.objectContaining({ dealer: dealer.id, subcategory: paper.id, subcategory_name: paper.sub_name, pincode, price: '16.00', unit: 'kg' }),
    ]);

    const forCustomers = await pricesOf(t.app, pincode, dealer);
    expect(forCustomers).toEqual([expect.objectContaining({ subcategory: paper.id, price: '16.00', pincode })]);
  });

  it('stores one price when two adds of the same price arrive at once', async () => {
    const pincode = freshPincode();
    const dealer = await newDealer(pincode);
    const fields = priceFields(dealer, subcategoryAt(0), pincode, '11');
    const answers = await Promise.all([send(dealer, routes.addPrice.path, fields), send(dealer, routes.addPrice.path, fields)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await storedPrices(dealer.id, pincode)).toHaveLength(1);
  });

  it('refuses a price in a pincode the dealer does not serve with 409 and stores nothing', async () => {
    const served = freshPincode();
    const elsewhere = freshPincode();
    const dealer = await newDealer(served);

    const added = await send(dealer, routes.addPrice.path, priceFields(dealer, subcategoryAt(0), elsewhere, '12'));
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({ message: dealerAreaMessages.priceNotServed, fields: { pincode: [dealerAreaMessages.priceNotServed] } });

    const updated = await send(dealer, routes.updatePrice.path, priceFields(dealer, subcategoryAt(0), elsewhere, '12'));
    expect(updated.statusCode).toBe(409);
    expect(await storedPrices(dealer.id, elsewhere)).toEqual([]);
  });

  it.each(['0', '0.00', '-5', 'twelve', '12.345', '', '100000.01', '1e3'])('refuses the price %j with 400 and the price message', async (price) => {
    const pincode = freshPincode();
    const dealer = await newDealer(pincode);
    for (const url of [routes.addPrice.path, routes.updatePrice.path]) {
      const res = await send(dealer, url, priceFields(dealer, subcategoryAt(0), pincode, price));
      expect(res.statusCode, `${url} ${price}`).toBe(400);
      expect(res.json().message).toBe(dealerAreaMessages.priceInvalid);
      expect(res.json().fields.price).toContain(dealerAreaMessages.priceInvalid);
    }
    expect(await storedPrices(dealer.id, pincode)).toEqual([]);
  });

  it('answers 404 for a subcategory that does not exist and stores nothing', async () => {
    const pincode = freshPincode();
    const dealer = await newDealer(pincode);
    const res = await send(dealer, routes.addPrice.path, { dealer: dealer.id, subcategory: 999_999, pincode, price: '10' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(dealerAreaMessages.subcategoryUnknown);
    expect(await storedPrices(dealer.id, pincode)).toEqual([]);
  });

  it('answers 404 to an update when the dealer has no price there', async () => {
    const pincode = freshPincode();
    const dealer = await newDealer(pincode);
    const res = await send(dealer, routes.updatePrice.path, priceFields(dealer, subcategoryAt(0), pincode, '10'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(dealerAreaMessages.priceMissing);
    expect(await storedPrices(dealer.id, pincode)).toEqual([]);
  });
});

describe("another dealer's prices", () => {
  it("refuses dealer B naming dealer A's id on every price change with 403, and A's price stays; B reads A's prices as the public does", async () => {
    const pincode = freshPincode();
    const a = await newDealer(pincode);
    const b = await newDealer(pincode);
    const paper = subcategoryAt(0);
    expect((await send(a, routes.addPrice.path, priceFields(a, paper, pincode, '20'))).statusCode).toBe(201);

    const asA = { ...priceFields(a, paper, pincode, '1') };
    for (const url of [routes.addPrice.path, routes.updatePrice.path]) {
      const res = await send(b, url, asA);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await send(b, routes.deletePrice.path, deleteFields(a, paper, pincode))).statusCode).toBe(403);
    const read = await getPrices(b, a.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual([expect.not.objectContaining({ updated_at: expect.anything() })]);
    expect(await storedPrices(a.id, pincode)).toEqual([{ subcategoryId: paper.id, price: '20.00' }]);
  });

  it("refuses dealer B changing A's price with B's own id: 409 outside B's pincodes, 404 inside, and A's price stays", async () => {
    const pincode = freshPincode();
    const a = await newDealer(pincode);
    const paper = subcategoryAt(0);
    expect((await send(a, routes.addPrice.path, priceFields(a, paper, pincode, '20'))).statusCode).toBe(201);

    const outsider = await newDealer();
    const notServed = await send(outsider, routes.updatePrice.path, priceFields(outsider, paper, pincode, '1'));
    expect(notServed.statusCode).toBe(409);

    const neighbour = await newDealer(pincode);
    const noPrice = await send(neighbour, routes.updatePrice.path, priceFields(neighbour, paper, pincode, '1'));
    expect(noPrice.statusCode).toBe(404);
    const noRemoval = await send(neighbour, routes.deletePrice.path, deleteFields(neighbour, paper, pincode));
    expect(noRemoval.statusCode).toBe(404);

    expect(await storedPrices(a.id, pincode)).toEqual([{ subcategoryId: paper.id, price: '20.00' }]);
    expect(await pricesOf(t.app, pincode, a)).toEqual([expect.objectContaining({ price: '20.00' })]);
  });

  it('refuses a customer with 403 and a caller without a token with 401', async () => {
    const pincode = freshPincode();
    const customer = await newCustomer(t);
    const fields = { dealer: customer.id, subcategory: subcategoryAt(0).id, pincode, price: '10' };
    for (const url of [routes.addPrice.path, routes.updatePrice.path, routes.deletePrice.path]) {
      expect((await send(customer, url, fields)).statusCode, url).toBe(403);
      expect((await send(undefined, url, fields)).statusCode, url).toBe(401);
    }
    // The read is open to anyone, but a customer's id names no dealer.
    expect((await getPrices(customer)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pathTo(routes.dealerPrices, { id: customer.id }) })).statusCode).toBe(404);
  });
});

describe('POST delete-price', () => {
  it('answers 200 when it removed the price, which then leaves the customer list, and 404 the second time', async () => {
    const pincode = freshPincode();
    const dealer = await newDealer(pincode);
    const paper = subcategoryAt(0);
    const glass = subcategoryAt(1);
    for (const subcategory of [paper, glass]) {
      expect((await send(dealer, routes.addPrice.path, priceFields(dealer, subcategory, pincode, '9'))).statusCode).toBe(201);
    }

    const removed = await send(dealer, routes.deletePrice.path, deleteFields(dealer, paper, pincode));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ msg: 'successfully removed' });
    expect((await pricesOf(t.app, pincode, dealer)).map((entry) => entry.subcategory)).toEqual([glass.id]);

    const again = await send(dealer, routes.deletePrice.path, deleteFields(dealer, paper, pincode));
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(dealerAreaMessages.priceNotRemoved);
  });

  it('keeps the orders placed at a removed price listing, for the customer and the dealer', async () => {
    const pincode = freshPincode();
    const dealer = await newDealer(pincode);
    const paper = subcategoryAt(0);
    expect((await send(dealer, routes.addPrice.path, priceFields(dealer, paper, pincode, '13'))).statusCode).toBe(201);
    const customer = await newCustomer(t);
    const order = await placeOrder(t.app, customer, await pricesOf(t.app, pincode, dealer));

    expect((await send(dealer, routes.deletePrice.path, deleteFields(dealer, paper, pincode))).statusCode).toBe(200);

    for (const [who, url] of [
      [customer, `/api/customer/confirm_orders/${customer.id}/`],
      [dealer, `/api/dealer/confirm_orders/${dealer.id}/`],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(who) });
      expect(res.statusCode, res.body).toBe(200);
      const listed = (res.json() as { order_number: string; items: { subcategory_name: string; unit_price: string }[] }[]).find(
        (entry) => entry.order_number === order.order_number,
      );
      expect(listed?.items).toEqual([expect.objectContaining({ subcategory_name: paper.sub_name, unit_price: '13.00' })]);
    }
  });
});

describe('GET get-price', () => {
  it('lists only the pincodes the dealer serves now, by pincode then catalogue order, with absolute picture URLs, not cached', async () => {
    const first = freshPincode();
    const second = freshPincode();
    const dropped = freshPincode();
    const dealer = await newDealer(first, second, dropped);
    // Two of one category: the subcategory list orders them by their catalogue position.
    const [one, two] = subcategories.filter((entry) => entry.category === subcategoryAt(0).category);
    if (!one || !two) throw new Error('the seed has no category with two subcategories');
    for (const [pincode, subcategory] of [
      [second, two],
      [second, one],
      [first, two],
      [dropped, one],
    ] as const) {
      expect((await send(dealer, routes.addPrice.path, priceFields(dealer, subcategory, pincode, '7.25'))).statusCode).toBe(201);
    }
    await t.database.db.delete(dealerPincodes).where(and(eq(dealerPincodes.dealerId, dealer.id), eq(dealerPincodes.pincode, dropped)));

    const res = await getPrices(dealer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.json() as DealerPrice[];
    expect(list.map((entry) => [entry.pincode, entry.subcategory])).toEqual([
      [first, two.id],
      [second, one.id],
      [second, two.id],
    ]);
    for (const entry of list) {
      expect(entry.subcategory_image).toMatch(new RegExp(`^${t.config.publicUrl}/media/`));
      expect(Number.isNaN(Date.parse(entry.updated_at))).toBe(false);
      expect(entry.category_name).not.toBe('');
    }
  });
});

describe('GET get-price, read by anyone (spec 6: the marketplace page is open to anyone)', () => {
  const readAs = (dealerId: number, authorization?: string) =>
    t.app.inject({ method: 'GET', url: pathTo(routes.dealerPrices, { id: dealerId }), headers: authorization === undefined ? {} : { authorization } });

  it("answers anyone but the dealer the page's fields of each price, without when it changed, and the dealer everything", async () => {
    const pincode = freshPincode();
    const dealer = await newDealer(pincode);
    const paper = subcategoryAt(0);
    expect((await send(dealer, routes.addPrice.path, priceFields(dealer, paper, pincode, '9.5'))).statusCode).toBe(201);
    const own = (await getPrices(dealer)).json() as DealerPrice[];
    const { updated_at: _changed, ...shown } = own[0] ?? ({} as DealerPrice);
    expect(shown).toMatchObject({ dealer: dealer.id, subcategory: paper.id, pincode, price: '9.50' });

    const customer = await newCustomer(t);
    const neighbour = await newDealer(pincode);
    for (const authorization of [undefined, `Bearer ${customer.tokens.access}`, `Bearer ${neighbour.tokens.access}`]) {
      const res = await readAs(dealer.id, authorization);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual([shown]);
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers.vary).toContain('Authorization');
    }
  });

  it('answers 404 for an unknown id and an inactive dealer; the dealer still reads their own', async () => {
    const pincode = freshPincode();
    const dealer = await newDealer(pincode);
    expect((await send(dealer, routes.addPrice.path, priceFields(dealer, subcategoryAt(0), pincode, '5'))).statusCode).toBe(201);
    expect((await readAs(2_000_000_000)).statusCode).toBe(404);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, dealer.id));
    const res = await readAs(dealer.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.marketplace.notFound);
  });
});
