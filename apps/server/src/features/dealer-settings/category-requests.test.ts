import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { CategoryRequestEntry } from '@kt/contract/dealer-settings/category-requests';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { pathTo } from '@kt/contract/http/path-to';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createVerifiedAccount, signIn } from '../../../test/accounts-helpers.ts';
import { multipartBody, type TestFile } from '../../../test/form-bodies.ts';
import { newCustomer } from '../../../test/orders-helpers.ts';
import { pageThrough } from '../../../test/paging-helpers.ts';
import { png, pngFile } from '../../../test/route-fixtures.ts';
import { categoryRequests } from '../../platform/db/schema/index.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

async function newDealer(): Promise<AuthRecord> {
  const form = await createVerifiedAccount(t.app, t.database.db, 'dealer', { account_type: 'Collector', role: 'Collector' });
  return signIn(t.app, 'dealer', form.email);
}

const requestFields = (dealer: AuthRecord, overrides: Record<string, string | number> = {}) => ({
  dealer_id: dealer.id,
  category_name: 'Tetra Pak cartons',
  description: 'Juice and milk cartons, flattened and dry.',
  ...overrides,
});

/** POST add_category_request the way the spec's client sends it: multipart/form-data. */
function sendRequest(who: AuthRecord | undefined, fields: Record<string, string | number>, files: Record<string, TestFile> = {}) {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: routes.addCategoryRequest.path,
    payload: body.payload,
    headers: { ...body.headers, ...(who ? bearer(who) : {}) },
  });
}

function listRequests(who: AuthRecord, id = who.id) {
  return t.app.inject({ method: 'GET', url: pathTo(routes.categoryRequests, { id }), headers: bearer(who) });
}

const storedRequests = (dealerId: number) => t.database.db.select().from(categoryRequests).where(eq(categoryRequests.dealerId, dealerId));

describe('POST add_category_request', () => {
  it('stores a request sent in multipart with its picture, listed as Pending with a public picture URL that /media serves', async () => {
    const dealer = await newDealer();
    const res = await sendRequest(dealer, requestFields(dealer), { category_image: pngFile('cartons.png') });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ msg: 'Successfully requested' });
    expect(res.json().msg).toBe(messages.dealerSettings.categoryRequested);

    const list = await listRequests(dealer);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const [entry, ...rest] = list.json() as CategoryRequestEntry[];
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      category_name: 'Tetra Pak cartons',
      description: 'Juice and milk cartons, flattened and dry.',
      status: 'Pending',
      reason: null,
    });
    expect(entry?.category_image).toMatch(new RegExp(`^${t.config.publicUrl}/media/category-requests/[0-9a-f]+\\.png$`));

    const picture = await t.app.inject({ method: 'GET', url: new URL(entry?.category_image ?? '').pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(png)).toBe(true);
  });

  it('lists requests newest first and only the caller’s own', async () => {
    const a = await newDealer();
    const b = await newDealer();
    for (const name of ['Glass bottles', 'Old tyres']) {
      expect((await sendRequest(a, requestFields(a, { category_name: name }), { category_image: pngFile() })).statusCode).toBe(201);
    }
    expect((await sendRequest(b, requestFields(b, { category_name: 'Batteries' }), { category_image: pngFile() })).statusCode).toBe(201);

    const listOfA = (await listRequests(a)).json() as CategoryRequestEntry[];
    expect(listOfA.map((entry) => entry.category_name)).toEqual(['Old tyres', 'Glass bottles']);
    const listOfB = (await listRequests(b)).json() as CategoryRequestEntry[];
    expect(listOfB.map((entry) => entry.category_name)).toEqual(['Batteries']);
  });

  it('pages the list with page_size and a Link, every request exactly once while new ones arrive, no Link on the last page', async () => {
    const dealer = await newDealer();
    // One statement: five requests of the same instant, so only the id orders them.
    await t.database.db
      .insert(categoryRequests)
      .values(['A', 'B', 'C', 'D', 'E'].map((name) => ({ dealerId: dealer.id, categoryName: name, imageKey: 'category-requests/a.png', status: 'Pending' })));
    const before = (await listRequests(dealer)).json() as CategoryRequestEntry[];
    expect(before.map((entry) => entry.category_name)).toEqual(['E', 'D', 'C', 'B', 'A']);

    let sent = 0;
    const pages = await pageThrough<CategoryRequestEntry>(t.app, dealer, `${pathTo(routes.categoryRequests, { id: dealer.id })}?page_size=2`, async () => {
      sent += 1;
      expect((await sendRequest(dealer, requestFields(dealer, { category_name: `New ${sent}` }), { category_image: pngFile() })).statusCode).toBe(201);
    });
    expect(pages.map((page) => page.map((entry) => entry.category_name))).toEqual([['E', 'D'], ['C', 'B'], ['A']]);
    expect(sent).toBe(2);
    const now = (await listRequests(dealer)).json() as CategoryRequestEntry[];
    expect(now.map((entry) => entry.category_name)).toEqual(['New 2', 'New 1', 'E', 'D', 'C', 'B', 'A']);
  });

  it('refuses a bad cursor and a page_size above the maximum with 400', async () => {
    const dealer = await newDealer();
    const badCursor = await t.app.inject({ method: 'GET', url: `${pathTo(routes.categoryRequests, { id: dealer.id })}?cursor=bogus`, headers: bearer(dealer) });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toBe(messages.general.cursorInvalid);
    const tooMany = await t.app.inject({
      method: 'GET',
      url: `${pathTo(routes.categoryRequests, { id: dealer.id })}?page_size=${limits.pageSizeMax + 1}`,
      headers: bearer(dealer),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.page_size).toEqual([messages.general.pageSizeInvalid]);
  });

  it('refuses a request without a picture with 400 naming category_image, and stores nothing', async () => {
    const dealer = await newDealer();
    const res = await sendRequest(dealer, requestFields(dealer));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: dealerAreaMessages.categoryImageRequired,
      fields: { category_image: [dealerAreaMessages.categoryImageRequired] },
    });
    expect(await storedRequests(dealer.id)).toEqual([]);
  });

  it('refuses a text file sent as the picture with 415, and stores nothing', async () => {
    const dealer = await newDealer();
    const text: TestFile = { data: Buffer.from('just some words, not a picture'), filename: 'cartons.png', type: 'image/png' };
    const res = await sendRequest(dealer, requestFields(dealer), { category_image: text });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(dealerAreaMessages.categoryImageWrongType);
    expect(await storedRequests(dealer.id)).toEqual([]);
  });

  it('refuses a picture above the size limit with 413, and stores nothing', async () => {
    const dealer = await newDealer();
    const large: TestFile = { data: Buffer.concat([png, Buffer.alloc(limits.categoryImageMaxBytes)]), filename: 'big.png', type: 'image/png' };
    const res = await sendRequest(dealer, requestFields(dealer), { category_image: large });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(dealerAreaMessages.categoryImageTooLarge);
    expect(await storedRequests(dealer.id)).toEqual([]);
  });

  it('refuses an empty category name with 400 and the name message', async () => {
    const dealer = await newDealer();
    const res = await sendRequest(dealer, requestFields(dealer, { category_name: '   ' }), { category_image: pngFile() });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.category_name).toEqual([dealerAreaMessages.categoryNameRequired]);
    expect(await storedRequests(dealer.id)).toEqual([]);
  });

  it("refuses dealer B sending a request or reading the list under dealer A's id with 403", async () => {
    const a = await newDealer();
    const b = await newDealer();
    const res = await sendRequest(b, requestFields(a), { category_image: pngFile() });
    expect(res.statusCode).toBe(403);
    expect(await storedRequests(a.id)).toEqual([]);
    expect(await storedRequests(b.id)).toEqual([]);
    expect((await listRequests(b, a.id)).statusCode).toBe(403);
  });

  it('refuses a customer with 403 and a caller without a token with 401', async () => {
    const customer = await newCustomer(t);
    expect((await sendRequest(customer, requestFields(customer), { category_image: pngFile() })).statusCode).toBe(403);
    expect((await sendRequest(undefined, requestFields(customer), { category_image: pngFile() })).statusCode).toBe(401);
    expect((await listRequests(customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: pathTo(routes.categoryRequests, { id: customer.id }) })).statusCode).toBe(401);
  });
});
