/**
 * Issue 28, only checked dealers are bookable: a dealer is in no public list (the sell page's
 * price and dealer lists, the marketplace page and its lists, the sitemap) and cannot be booked
 * (add_item, a pickup request from their page) until an admin has verified their documents, and
 * only while they are switched on and have an area and a price. The lists are held in memory:
 * every read below follows a read of the same list, so the triggers' invalidation is proven too.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { SetupStatus } from '@kt/contract/dealer-settings/setup-status';
import { pincodeSlotNames } from '@kt/contract/dealer-settings/pincodes';
import { pathTo } from '@kt/contract/http/path-to';
import type { MarketplacePage } from '@kt/contract/marketplace/page';
import { indiaDate } from '@kt/contract/india-time';
import * as routes from '@kt/contract/routes';
import type { DealerCard } from '@kt/contract/selling/dealers';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { dealerProfiles, prices, subcategories } from '../../platform/db/schema/index.ts';
import { bearer } from '../../../test/accounts-helpers.ts';
import {
  addAreas,
  addPrice,
  createAdmin,
  createCustomer,
  createDealer,
  createDealerWithAreaAndPrice,
  createSubcategories,
  sendDealerDocuments,
} from '../../../test/factories.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { addItemFields } from '../../../test/orders-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: AuthRecord;
let newspaper: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  newspaper = (await createSubcategories(t, ['Newspaper'])).get('Newspaper') as number;
});
afterAll(() => t.close());

// Agra pincodes, one per dealer, so each list names only the dealer of its test.
const freshPincodes = ['282001', '282002', '282003', '282004', '282005', '282006', '282007', '282008', '282009', '282010'];
function freshPincode(): string {
  const pincode = freshPincodes.shift();
  if (!pincode) throw new Error('out of fresh pincodes');
  return pincode;
}

async function post(url: string, who: AuthRecord, fields: Record<string, string | number> = {}) {
  const body = multipartBody(fields);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(who) } });
}

async function adminVerifies(dealer: AuthRecord) {
  const res = await post(pathTo(adminRoutes.adminVerifyDocuments, { id: dealer.id }), admin);
  expect(res.statusCode, res.body).toBe(200);
}

async function adminRejects(dealer: AuthRecord) {
  const res = await post(pathTo(adminRoutes.adminRejectDocuments, { id: dealer.id }), admin, { reason: 'The photo is blurred.' });
  expect(res.statusCode, res.body).toBe(200);
}

async function adminSwitches(dealer: AuthRecord, isActive: boolean) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: pathTo(adminRoutes.adminUserActivation, { id: dealer.id }),
    headers: bearer(admin),
    payload: { is_active: String(isActive) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The dealer's price row (as the database holds it), to try add_item with it while it is in no list. */
async function storedEntry(dealer: AuthRecord, pincode: string): Promise<PriceListEntry | undefined> {
  const [row] = await t.database.db
    .select({ id: prices.id, subcategory: prices.subcategoryId, name: subcategories.name, unit: prices.unit, price: prices.pricePerKg })
    .from(prices)
    .innerJoin(subcategories, eq(subcategories.id, prices.subcategoryId))
    .where(and(eq(prices.dealerId, dealer.id), eq(prices.pincode, pincode)));
  if (!row) return undefined;
  return {
    id: row.id,
    subcategory: row.subcategory,
    subcategory_name: row.name,
    subcategory_image: '',
    price: row.price,
    dealer: dealer.id,
    dealer_name: '',
    dealer_kt_id: '',
    dealer_account_type: 'Kabadi',
    dealer_verified_on: null,
    pincode,
    unit: row.unit,
    GST: '0',
    percentage: '0',
    category_name: 'Paper',
  };
}

/** Where the dealer shows to customers (and whether a customer can book their price) right now. */
async function whereShown(dealer: AuthRecord, pincode: string) {
  const priceList = await t.app.inject({ method: 'GET', url: pathTo(routes.searchSubcategory, { pincode }) });
  expect(priceList.statusCode).toBe(302);
  const priceEntries = (priceList.json() as PriceListEntry[]).filter((entry) => entry.dealer === dealer.id);
  const dealerList = await t.app.inject({ method: 'GET', url: pathTo(routes.getDealers, { pincode }) });
  expect(dealerList.statusCode).toBe(200);
  const cards = (dealerList.json() as { data: { dealers: DealerCard[] } }).data.dealers.filter((card) => card.id === dealer.id);
  const pageRes = await t.app.inject({ method: 'GET', url: pathTo(routes.marketplacePage, { id: dealer.id }) });
  expect(pageRes.statusCode).toBe(200);
  const page = pageRes.json() as MarketplacePage;
  const initiatives = await t.app.inject({ method: 'GET', url: `${routes.dealerInitiatives.path}?dealer_id=${dealer.id}` });
  const allInitiatives = await t.app.inject({ method: 'GET', url: routes.dealerInitiatives.path });
  const publicPrices = await t.app.inject({ method: 'GET', url: pathTo(routes.dealerPrices, { id: dealer.id }) });
  const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  const entry = priceEntries[0] ?? (await storedEntry(dealer, pincode));
  let booked = false;
  if (entry) {
    const customer = await createCustomer(t);
    const added = await t.app.inject({ method: 'POST', url: routes.addItem.path, headers: bearer(customer), payload: addItemFields(customer, entry) });
    booked = added.statusCode < 300;
    if (!booked) expect(added.statusCode, added.body).toBeGreaterThanOrEqual(400);
  }
  return {
    prices: priceEntries.length > 0,
    dealers: cards.length > 0,
    page: page.dealer.bookable && page.prices.length > 0,
    initiatives: (initiatives.json() as { dealer_id: number }[]).some((row) => row.dealer_id === dealer.id),
    allInitiatives: (allInitiatives.json() as { dealer_id: number }[]).some((row) => row.dealer_id === dealer.id),
    publicPrices: publicPrices.statusCode === 200,
    sitemap: sitemap.body.includes(`/marketplace/${dealer.id}/`),
    booked,
    cards,
    priceEntries,
    pageBody: page,
  };
}

const nowhere = { prices: false, dealers: false, page: false, initiatives: false, allInitiatives: false, publicPrices: false, sitemap: false, booked: false };
const everywhere = { prices: true, dealers: true, page: true, initiatives: true, allInitiatives: true, publicPrices: true, sitemap: true, booked: true };
const flags = (shown: Awaited<ReturnType<typeof whereShown>>) => ({
  prices: shown.prices,
  dealers: shown.dealers,
  page: shown.page,
  initiatives: shown.initiatives,
  allInitiatives: shown.allInitiatives,
  publicPrices: shown.publicPrices,
  sitemap: shown.sitemap,
  booked: shown.booked,
});

/** A dealer with an area (a fresh pincode), a price there and an initiative; documents verified unless `verified: false`. */
async function dealerWithAreaAndPrice(verified: boolean) {
  const { dealer, pincode } = await createDealerWithAreaAndPrice(t, { pincode: freshPincode(), verified });
  const initiative = multipartBody({ message: 'We plant a tree for every 100 kg.' });
  const added = await t.app.inject({
    method: 'POST',
    url: routes.addDealerInitiative.path,
    payload: initiative.payload,
    headers: { ...initiative.headers, ...bearer(dealer) },
  });
  expect(added.statusCode, added.body).toBeLessThan(300);
  return { dealer, pincode };
}

async function setupStatus(dealer: AuthRecord): Promise<SetupStatus> {
  const res = await t.app.inject({ method: 'GET', url: routes.dealerSetupStatus.path, headers: bearer(dealer) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SetupStatus;
}

describe('only dealers an admin verified, with an area and a price, are shown and booked', () => {
  it('hides a dealer who sent no documents, and shows them with the Verified date once an admin verifies', async () => {
    const { dealer, pincode } = await dealerWithAreaAndPrice(false);
    expect(flags(await whereShown(dealer, pincode))).toEqual(nowhere);
    const page = (await whereShown(dealer, pincode)).pageBody;
    expect(page.dealer).toMatchObject({ is_active: true, bookable: false, verified_on: null });
    expect(page.areas).toEqual([]);
    expect(await setupStatus(dealer)).toMatchObject({ documents: 'Not uploaded', ready: false, areas: 1, prices: 1 });
    // A pickup request from their marketplace page is refused too.
    const schedule = await t.app.inject({
      method: 'POST',
      url: routes.schedulePickup.path,
      payload: {
        dealer_id: dealer.id,
        select_date: '2030-01-01',
        select_time: '10:00 AM - 12:00 PM',
        name: 'Asha Devi',
        email: 'asha@example.com',
        phone_number: '9876543210',
        pincode,
        state_n_country: 'Uttar Pradesh, India',
        address: '12 Example Road',
      },
    });
    expect(schedule.statusCode, schedule.body).toBe(409);

    await sendDealerDocuments(t, dealer);
    await adminVerifies(dealer);
    const shown = await whereShown(dealer, pincode);
    expect(flags(shown)).toEqual(everywhere);
    const today = indiaDate();
    expect(shown.cards[0]?.verified_on).toBe(today);
    expect(shown.priceEntries[0]).toMatchObject({ dealer_verified_on: today, dealer_account_type: 'Kabadi' });
    expect(shown.pageBody.dealer).toMatchObject({ bookable: true, verified_on: today });
    expect(await setupStatus(dealer)).toMatchObject({ documents: 'Verified', verified_on: today, ready: true });
  });

  it('hides a dealer whose documents await the check, and shows them once verified', async () => {
    const { dealer, pincode } = await dealerWithAreaAndPrice(false);
    await sendDealerDocuments(t, dealer);
    expect(flags(await whereShown(dealer, pincode))).toEqual(nowhere);
    expect(await setupStatus(dealer)).toMatchObject({ documents: 'Awaiting review', ready: false });
    await adminVerifies(dealer);
    expect(flags(await whereShown(dealer, pincode))).toEqual(everywhere);
  });

  it('hides a dealer whose documents were rejected (the dashboard has the reason) until new ones are verified', async () => {
    const { dealer, pincode } = await dealerWithAreaAndPrice(false);
    await sendDealerDocuments(t, dealer);
    await adminRejects(dealer);
    expect(flags(await whereShown(dealer, pincode))).toEqual(nowhere);
    expect(await setupStatus(dealer)).toMatchObject({ documents: 'Rejected', documents_reason: 'The photo is blurred.', ready: false });
    await sendDealerDocuments(t, dealer);
    expect(flags(await whereShown(dealer, pincode))).toEqual(nowhere);
    await adminVerifies(dealer);
    expect(flags(await whereShown(dealer, pincode))).toEqual(everywhere);
  });

  it('withdraws a verified dealer who sends documents again, at the next read, until the admin verifies again', async () => {
    const { dealer, pincode } = await dealerWithAreaAndPrice(true);
    expect(flags(await whereShown(dealer, pincode))).toEqual(everywhere);
    await sendDealerDocuments(t, dealer);
    expect(flags(await whereShown(dealer, pincode))).toEqual(nowhere);
    const [profile] = await t.database.db.select({ at: dealerProfiles.documentsVerifiedAt }).from(dealerProfiles).where(eq(dealerProfiles.userId, dealer.id));
    expect(profile?.at).toBeNull();
    await adminVerifies(dealer);
    expect(flags(await whereShown(dealer, pincode))).toEqual(everywhere);
  });

  it('hides a verified dealer with no area, or with an area and no price, or who removes their last price', async () => {
    const noArea = await createDealer(t);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(`/marketplace/${noArea.id}/`);
    const noAreaPage = (await t.app.inject({ method: 'GET', url: pathTo(routes.marketplacePage, { id: noArea.id }) })).json() as MarketplacePage;
    expect(noAreaPage.dealer).toMatchObject({ bookable: false });
    expect(noAreaPage.dealer.verified_on).not.toBeNull();
    expect(await setupStatus(noArea)).toMatchObject({ documents: 'Verified', areas: 0, prices: 0, ready: false });

    const pincode = freshPincode();
    await addAreas(t, noArea, [pincode]);
    const noPrice = noArea;
    // Their page exists (documents verified), but offers nothing to book: in no list, not bookable.
    expect(flags(await whereShown(noPrice, pincode))).toMatchObject({ prices: false, dealers: false, page: false, sitemap: false, initiatives: false });
    expect(await setupStatus(noPrice)).toMatchObject({ areas: 1, prices: 0, ready: false });

    await addPrice(t, noPrice, newspaper, pincode, '11.00');
    expect(flags(await whereShown(noPrice, pincode))).toMatchObject({ prices: true, dealers: true, page: true, publicPrices: true, sitemap: true, booked: true });

    // Losing the last price removes them from every list at the next read (the dealer list too).
    const removed = await post(routes.deletePrice.path, noPrice, { dealer: noPrice.id, subcategory: newspaper, pincode });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(flags(await whereShown(noPrice, pincode))).toMatchObject({ prices: false, dealers: false, page: false, sitemap: false });
  });

  it('withdraws a dealer from the cached list of every pincode they serve when their last price goes', async () => {
    const { dealer, pincode } = await dealerWithAreaAndPrice(true);
    const other = freshPincode();
    const slots: Record<string, string | number> = { dealer_id: dealer.id };
    pincodeSlotNames.forEach((name, i) => {
      slots[name] = i === 0 ? pincode : i === 1 ? other : '';
    });
    const updated = await post(routes.updatePincodes.path, dealer, slots);
    expect(updated.statusCode, updated.body).toBe(200);
    const dealerIdsIn = async (code: string) =>
      ((await t.app.inject({ method: 'GET', url: pathTo(routes.getDealers, { pincode: code }) })).json() as { data: { dealers: DealerCard[] } }).data.dealers.map((card) => card.id);
    // Held in memory for the other pincode, where they have no price of their own.
    expect(await dealerIdsIn(other)).toContain(dealer.id);
    const removed = await post(routes.deletePrice.path, dealer, { dealer: dealer.id, subcategory: newspaper, pincode });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await dealerIdsIn(other)).not.toContain(dealer.id);
    expect(await dealerIdsIn(pincode)).not.toContain(dealer.id);
    await addPrice(t, dealer, newspaper, pincode, '12.50');
    expect(await dealerIdsIn(other)).toContain(dealer.id);
  });

  it('hides a verified dealer the admin switched off, and shows them again once switched on', async () => {
    const { dealer, pincode } = await dealerWithAreaAndPrice(true);
    expect(flags(await whereShown(dealer, pincode))).toEqual(everywhere);
    await adminSwitches(dealer, false);
    expect(flags(await whereShown(dealer, pincode))).toEqual(nowhere);
    await adminSwitches(dealer, true);
    expect(flags(await whereShown(dealer, pincode))).toEqual(everywhere);
  });
});

describe('a dealer cannot verify themselves', () => {
  it("refuses the dealer's token on the admin's review routes, changing nothing", async () => {
    const { dealer, pincode } = await dealerWithAreaAndPrice(false);
    await sendDealerDocuments(t, dealer);
    const list = await t.app.inject({ method: 'GET', url: adminRoutes.adminDocuments.path, headers: bearer(dealer) });
    expect(list.statusCode).toBe(403);
    const verify = await post(pathTo(adminRoutes.adminVerifyDocuments, { id: dealer.id }), dealer);
    expect(verify.statusCode).toBe(403);
    const reject = await post(pathTo(adminRoutes.adminRejectDocuments, { id: dealer.id }), dealer, { reason: 'x' });
    expect(reject.statusCode).toBe(403);
    const activation = await t.app.inject({
      method: 'PATCH',
      url: pathTo(adminRoutes.adminUserActivation, { id: dealer.id }),
      headers: bearer(dealer),
      payload: { is_active: 'true' },
    });
    expect(activation.statusCode).toBe(403);
    expect(await setupStatus(dealer)).toMatchObject({ documents: 'Awaiting review', ready: false });
    expect(flags(await whereShown(dealer, pincode))).toEqual(nowhere);
  });

  it('sets no verification from anything a dealer sends (documents, profile, areas, prices with extra fields)', async () => {
    const { dealer, pincode } = await dealerWithAreaAndPrice(false);
    const claims = {
      documents_status: 'Verified',
      documentsStatus: 'Verified',
      documents_verified_at: '2026-01-01T00:00:00Z',
      verified_on: '2026-01-01',
      verified: 'true',
      is_verified: 'true',
      bookable: 'true',
    };
    const documents = multipartBody({ dealer_id: dealer.id, ...claims }, {
      Aadhar_card: { data: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'a.pdf', type: 'application/pdf' },
    });
    await t.app.inject({ method: 'POST', url: routes.addDocuments.path, payload: documents.payload, headers: { ...documents.headers, ...bearer(dealer) } });
    await sendDealerDocuments(t, dealer);
    await post(routes.dealerUpdateAttrs.path, dealer, { username: 'Self Verified Traders', ...claims });
    await post(routes.addPrice.path, dealer, { dealer: dealer.id, subcategory: newspaper, pincode, price: '13.00', ...claims });
    await t.app.inject({
      method: 'POST',
      url: routes.addDocuments.path,
      headers: { ...bearer(dealer), 'content-type': 'application/json' },
      payload: JSON.stringify({ dealer_id: dealer.id, ...claims }),
    });
    const [profile] = await t.database.db
      .select({ status: dealerProfiles.documentsStatus, at: dealerProfiles.documentsVerifiedAt })
      .from(dealerProfiles)
      .where(eq(dealerProfiles.userId, dealer.id));
    expect(profile).toEqual({ status: 'Awaiting review', at: null });
    expect(flags(await whereShown(dealer, pincode))).toEqual(nowhere);
  });
});
