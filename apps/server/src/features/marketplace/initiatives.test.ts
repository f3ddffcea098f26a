/**
 * Spec 3 'Dealer initiative': the public list, and the dealer adding, editing and removing
 * their own (a message and an optional photo).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { limits } from '@kt/contract/limits';
import type { DealerInitiative } from '@kt/contract/marketplace/page';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { pathTo } from '@kt/contract/http/path-to';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer } from '../../../test/accounts-helpers.ts';
import { createDealerWithAreaAndPrice, createEmployee } from '../../../test/factories.ts';
import { multipartBody, type TestFile } from '../../../test/form-bodies.ts';
import { newCustomer } from '../../../test/orders-helpers.ts';
import { nextPageLink } from '../../../test/paging-helpers.ts';
import { pdfFile, png, pngFile } from '../../../test/route-fixtures.ts';
import { dealerInitiatives, users } from '../../platform/db/schema/index.ts';

const { marketplaceArea: m } = messages;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Issue 28: a dealer customers see (documents verified, an area and a price), whose initiatives the public list shows. */
async function newDealer(): Promise<AuthRecord> {
  return (await createDealerWithAreaAndPrice(t, { type: 'Recycler' })).dealer;
}

/** A JPEG by its first bytes, as the server detects it. */
const jpegFile = (): TestFile => ({ data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]), filename: 'new.jpg', type: 'image/jpeg' });

function send(method: 'POST' | 'PATCH' | 'DELETE', url: string, who: AuthRecord | undefined, fields: Record<string, string> = {}, files: Record<string, TestFile> = {}) {
  const auth = who ? bearer(who) : {};
  if (method === 'DELETE') return t.app.inject({ method, url, headers: auth });
  const body = multipartBody(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...auth } });
}
const create = (who: AuthRecord | undefined, message: string, files: Record<string, TestFile> = {}) =>
  send('POST', routes.dealerInitiatives.path, who, { message }, files);
const edit = (who: AuthRecord | undefined, id: number, fields: Record<string, string>, files: Record<string, TestFile> = {}) =>
  send('PATCH', pathTo(routes.updateDealerInitiative, { id }), who, fields, files);
const remove = (who: AuthRecord | undefined, id: number) => send('DELETE', pathTo(routes.removeDealerInitiative, { id }), who);

async function created(who: AuthRecord, message: string, files: Record<string, TestFile> = {}): Promise<DealerInitiative> {
  const res = await create(who, message, files);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const list = (query = '') => t.app.inject({ method: 'GET', url: `${routes.dealerInitiatives.path}${query}` });
async function listOf(dealer: AuthRecord): Promise<DealerInitiative[]> {
  const res = await list(`?dealer_id=${dealer.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const storedOf = (dealerId: number) => t.database.db.select().from(dealerInitiatives).where(eq(dealerInitiatives.dealerId, dealerId));
/** GET of a photo's URL through the app's /media route. */
const fetchPhoto = (url: string | null) => t.app.inject({ method: 'GET', url: new URL(url ?? 'http://localhost/none').pathname });
/** The files stored under initiatives/. */
async function initiativeFiles(): Promise<string[]> {
  try {
    return await readdir(path.join(t.config.dataDir, 'uploads', 'initiatives'));
  } catch {
    return [];
  }
}
const photoUrlPattern = () => new RegExp(`^${t.config.publicUrl}/media/initiatives/[0-9a-f]{24}\\.(png|jpg)$`);

describe('POST an initiative', () => {
  it('adds one without a photo: 201 with the initiative, listed for the dealer', async () => {
    const dealer = await newDealer();
    const res = await create(dealer, '  We plant a tree for every 100 kg we collect.  ');
    expect(res.statusCode, res.body).toBe(201);
    const initiative = res.json() as DealerInitiative;
    expect(initiative).toEqual({ id: expect.any(Number), dealer_id: dealer.id, photo: null, message: 'We plant a tree for every 100 kg we collect.' });
    expect(await listOf(dealer)).toEqual([initiative]);
  });

  it('adds one with a photo: an absolute URL under /media/initiatives/ that the app serves', async () => {
    const dealer = await newDealer();
    const initiative = await created(dealer, 'Free e-waste drive every Sunday.', { photo: pngFile('drive.png') });
    expect(initiative.photo).toMatch(photoUrlPattern());
    const photo = await fetchPhoto(initiative.photo);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(png)).toBe(true);
    expect(await listOf(dealer)).toEqual([initiative]);
  });

  it('refuses a PDF as the photo with 415 and stores nothing', async () => {
    const dealer = await newDealer();
    const filesBefore = await initiativeFiles();
    const res = await create(dealer, 'A drive', { photo: pdfFile('drive.pdf') });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: m.initiativePhotoWrongType, fields: { photo: [m.initiativePhotoWrongType] } });
    expect(await storedOf(dealer.id)).toEqual([]);
    expect(await initiativeFiles()).toEqual(filesBefore);
  });

  it('refuses a photo above the size limit with 413 and stores nothing', async () => {
    const dealer = await newDealer();
    const large: TestFile = { data: Buffer.concat([png, Buffer.alloc(limits.initiativePhotoMaxBytes)]), filename: 'big.png', type: 'image/png' };
    const res = await create(dealer, 'A drive', { photo: large });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(m.initiativePhotoTooLarge);
    expect(await storedOf(dealer.id)).toEqual([]);
  });

  it('refuses an empty message and one too long with 400 naming message', async () => {
    const dealer = await newDealer();
    for (const [message, expected] of [
      ['   ', m.initiativeMessageRequired],
      ['x'.repeat(limits.initiativeMessageMaxLength + 1), m.initiativeMessageTooLong],
    ] as const) {
      const res = await create(dealer, message, { photo: pngFile() });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.message).toEqual([expected]);
    }
    const noMessage = await send('POST', routes.dealerInitiatives.path, dealer, {});
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().fields.message).toEqual([m.initiativeMessageRequired]);
    expect(await storedOf(dealer.id)).toEqual([]);
  });

  it(`refuses more than ${limits.initiativesMax} with 409, storing neither the row nor its photo`, async () => {
    const dealer = await newDealer();
    await t.database.db
      .insert(dealerInitiatives)
      .values(Array.from({ length: limits.initiativesMax - 1 }, (_, i) => ({ dealerId: dealer.id, message: `Initiative ${i}` })));
    await created(dealer, 'The last one that fits');
    const filesBefore = await initiativeFiles();
    const res = await create(dealer, 'One too many', { photo: pngFile() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.initiativesFull);
    expect(await storedOf(dealer.id)).toHaveLength(limits.initiativesMax);
    expect(await initiativeFiles()).toEqual(filesBefore);

    // After one is removed, there is room for one again.
    const [oldest] = await storedOf(dealer.id);
    expect((await remove(dealer, oldest?.id ?? 0)).statusCode).toBe(200);
    expect((await create(dealer, 'Fits again')).statusCode).toBe(201);
  });

  it('lets only one of several requests at once take the last place', async () => {
    const dealer = await newDealer();
    await t.database.db
      .insert(dealerInitiatives)
      .values(Array.from({ length: limits.initiativesMax - 1 }, (_, i) => ({ dealerId: dealer.id, message: `Initiative ${i}` })));
    const answers = await Promise.all(['One', 'Two', 'Three'].map((message) => create(dealer, message)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await storedOf(dealer.id)).toHaveLength(limits.initiativesMax);
  });

  it('refuses a caller without a token with 401, and a customer and an employee with 403', async () => {
    const customer = await newCustomer(t);
    expect((await create(undefined, 'A drive')).statusCode).toBe(401);
    expect((await create(customer, 'A drive')).statusCode).toBe(403);
    const employee = await createEmployee(t, await newDealer());
    expect((await create(employee, 'A drive')).statusCode).toBe(403);
    expect(await storedOf(customer.id)).toEqual([]);
  });
});

describe('GET the initiatives', () => {
  it('answers every active dealer’s, newest first, without a token, cacheable but checked again', async () => {
    const a = await newDealer();
    const b = await newDealer();
    const first = await created(a, 'A first');
    const second = await created(b, 'B first');
    const third = await created(a, 'A second');
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const ids = (res.json() as DealerInitiative[]).map((initiative) => initiative.id);
    expect(ids.filter((id) => [first.id, second.id, third.id].includes(id))).toEqual([third.id, second.id, first.id]);
  });

  it('filters by dealer_id', async () => {
    const a = await newDealer();
    const b = await newDealer();
    const ofA = [await created(a, 'A first'), await created(a, 'A second')];
    const ofB = await created(b, 'B only');
    expect(await listOf(a)).toEqual([ofA[1], ofA[0]]);
    expect(await listOf(b)).toEqual([ofB]);
    expect((await list('?dealer_id=2000000000')).json()).toEqual([]);
    expect((await list('?dealer_id=abc')).statusCode).toBe(400);
  });

  it('hides the initiatives of a dealer who is not active, and shows them again once they are', async () => {
    const dealer = await newDealer();
    const initiative = await created(dealer, 'Collection camps in schools.');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, dealer.id));
    // The cached list hears of a change made behind the server a moment after the commit.
    await t.app.deps.listCache.settle();
    expect(await listOf(dealer)).toEqual([]);
    expect((await list()).json().map((entry: DealerInitiative) => entry.id)).not.toContain(initiative.id);
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, dealer.id));
    await t.app.deps.listCache.settle();
    expect(await listOf(dealer)).toEqual([initiative]);
  });

  it('pages with page_size and a Link that keeps dealer_id, each initiative once', async () => {
    const dealer = await newDealer();
    // One statement: three of the same instant, so only the id orders them.
    const rows = await t.database.db
      .insert(dealerInitiatives)
      .values(['1', '2', '3'].map((message) => ({ dealerId: dealer.id, message })))
      .returning();
    const firstPage = await list(`?dealer_id=${dealer.id}&page_size=2`);
    expect(firstPage.json().map((entry: DealerInitiative) => entry.message)).toEqual(['3', '2']);
    const next = nextPageLink(firstPage);
    expect(next).toMatch(new RegExp(`dealer_id=${dealer.id}`));
    const secondPage = await t.app.inject({ method: 'GET', url: next ?? '' });
    expect(secondPage.json().map((entry: DealerInitiative) => entry.message)).toEqual(['1']);
    expect(nextPageLink(secondPage)).toBeUndefined();
    expect(rows).toHaveLength(3);
  });
});

describe('PATCH an initiative', () => {
  it('changes the message and keeps the photo', async () => {
    const dealer = await newDealer();
    const initiative = await created(dealer, 'Old words', { photo: pngFile() });
    const res = await edit(dealer, initiative.id, { message: 'New words' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...initiative, message: 'New words' });
    expect(await listOf(dealer)).toEqual([{ ...initiative, message: 'New words' }]);
    expect((await fetchPhoto(initiative.photo)).statusCode).toBe(200);
  });

  it('replaces the photo with a new one, which the app serves', async () => {
    const dealer = await newDealer();
    const initiative = await created(dealer, 'Drive', { photo: pngFile() });
    const res = await edit(dealer, initiative.id, { message: 'Drive' }, { photo: jpegFile() });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json() as DealerInitiative;
    expect(changed.photo).toMatch(photoUrlPattern());
    expect(changed.photo).not.toBe(initiative.photo);
    expect(changed.photo?.endsWith('.jpg')).toBe(true);
    const photo = await fetchPhoto(changed.photo);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(await listOf(dealer)).toEqual([changed]);
  });

  it('deletes the replaced photo’s file', async () => {
    const dealer = await newDealer();
    const initiative = await created(dealer, 'Drive', { photo: pngFile() });
    expect((await edit(dealer, initiative.id, { message: 'Drive' }, { photo: jpegFile() })).statusCode).toBe(200);
    expect((await fetchPhoto(initiative.photo)).statusCode).toBe(404);
  });

  it("drops the photo with remove_photo 'true'; a photo sent along wins over it", async () => {
    const dealer = await newDealer();
    const initiative = await created(dealer, 'Drive', { photo: pngFile() });
    const res = await edit(dealer, initiative.id, { message: 'Drive, no photo', remove_photo: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...initiative, message: 'Drive, no photo', photo: null });
    expect((await storedOf(dealer.id))[0]?.photoKey).toBeNull();
    expect((await fetchPhoto(initiative.photo)).statusCode).toBe(404);

    const kept = await edit(dealer, initiative.id, { message: 'Drive', remove_photo: 'false' });
    expect(kept.json().photo).toBeNull();
    const withPhoto = await edit(dealer, initiative.id, { message: 'Drive', remove_photo: 'true' }, { photo: pngFile() });
    expect(withPhoto.json().photo).toMatch(photoUrlPattern());
  });

  it('refuses a PDF as the new photo with 415 and keeps the initiative as it was', async () => {
    const dealer = await newDealer();
    const initiative = await created(dealer, 'Drive', { photo: pngFile() });
    const filesBefore = await initiativeFiles();
    const res = await edit(dealer, initiative.id, { message: 'Changed' }, { photo: pdfFile() });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(m.initiativePhotoWrongType);
    expect(await listOf(dealer)).toEqual([initiative]);
    expect(await initiativeFiles()).toEqual(filesBefore);
  });

  it('refuses an empty message with 400', async () => {
    const dealer = await newDealer();
    const initiative = await created(dealer, 'Drive');
    const res = await edit(dealer, initiative.id, { message: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.message).toEqual([m.initiativeMessageRequired]);
    expect(await listOf(dealer)).toEqual([initiative]);
  });
});

describe('DELETE an initiative', () => {
  it('removes it with its message; it is gone from the list and a second delete is 404', async () => {
    const dealer = await newDealer();
    const initiative = await created(dealer, 'Drive', { photo: pngFile() });
    const res = await remove(dealer, initiative.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: m.initiativeRemoved });
    expect(await listOf(dealer)).toEqual([]);
    expect(await storedOf(dealer.id)).toEqual([]);
    const again = await remove(dealer, initiative.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(m.initiativeNotFound);
  });

  it('deletes its photo’s file', async () => {
    const dealer = await newDealer();
    const initiative = await created(dealer, 'Drive', { photo: pngFile() });
    expect((await remove(dealer, initiative.id)).statusCode).toBe(200);
    expect((await fetchPhoto(initiative.photo)).statusCode).toBe(404);
  });
});

describe('another dealer’s initiative', () => {
  it('cannot be edited or deleted by another dealer: 404, unchanged, no photo stored', async () => {
    const owner = await newDealer();
    const other = await newDealer();
    const initiative = await created(owner, 'Mine', { photo: pngFile() });
    const filesBefore = await initiativeFiles();

    const edited = await edit(other, initiative.id, { message: 'Theirs', remove_photo: 'true' }, { photo: pngFile() });
    expect(edited.statusCode).toBe(404);
    expect(edited.json().message).toBe(m.initiativeNotFound);
    const removed = await remove(other, initiative.id);
    expect(removed.statusCode).toBe(404);
    expect(removed.json().message).toBe(m.initiativeNotFound);

    expect(await listOf(owner)).toEqual([initiative]);
    expect((await fetchPhoto(initiative.photo)).statusCode).toBe(200);
    expect(await initiativeFiles()).toEqual(filesBefore);
    expect((await edit(owner, 2_000_000_000, { message: 'None' })).statusCode).toBe(404);
  });

  it('refuses a caller without a token with 401 and a customer with 403, unchanged', async () => {
    const owner = await newDealer();
    const customer = await newCustomer(t);
    const initiative = await created(owner, 'Mine');
    expect((await edit(undefined, initiative.id, { message: 'X' })).statusCode).toBe(401);
    expect((await remove(undefined, initiative.id)).statusCode).toBe(401);
    expect((await edit(customer, initiative.id, { message: 'X' })).statusCode).toBe(403);
    expect((await remove(customer, initiative.id)).statusCode).toBe(403);
    expect(await listOf(owner)).toEqual([initiative]);
  });
});
