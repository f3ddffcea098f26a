/*
 * Test data built through the app itself, for API tests on an app without the demo seed
 * (createTestApp() with no `seed`): each test makes the accounts, catalogue, areas and prices it
 * reads, so what it asserts is on the page, not in seed-data.ts. The accounts are signed up and
 * verified through the API, an admin through the service behind `npm run admin:create` (no route
 * makes one), the catalogue by that admin's console calls, and areas and prices by the dealer's.
 */
import { expect } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { DealerAccountType } from '@kt/contract/accounts/account-types';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { AdminCategory } from '@kt/contract/admin/catalogue';
import { pictureOnlyDocuments, requiredDocuments } from '@kt/contract/dealer-settings/documents';
import { pincodeSlotNames } from '@kt/contract/dealer-settings/pincodes';
import { pathTo } from '@kt/contract/http/path-to';
import * as routes from '@kt/contract/routes';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { createAdminAccount } from '../src/features/admin/admin-accounts.ts';
import { bearer, createVerifiedAccount, followVerificationLink, signIn, uniqueEmail } from './accounts-helpers.ts';
import { multipartBody, type TestFile } from './form-bodies.ts';
import { pricesOf } from './orders-helpers.ts';
import { pdfFile, pngFile } from './route-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** Long and uncommon enough for an admin account (adminPasswordRules). */
export const adminPassword = 'Factory-Admin-Key-2046';

/** A multipart call, as the web client and the console send their forms. */
async function sendForm(t: TestApp, url: string, who: AuthRecord, fields: Record<string, string | number>, files: Record<string, TestFile> = {}) {
  const body = multipartBody(fields, files);
  const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(who) } });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res;
}

/** A customer who signed up, followed the mailed link and signed in (spec sign-up fields, `fields` over them). */
export async function createCustomer(t: TestApp, fields: Record<string, string> = {}): Promise<AuthRecord> {
  const form = await createVerifiedAccount(t.app, t.database.db, 'customer', fields);
  return signIn(t.app, 'customer', form.email);
}

/**
 * A dealer of `type` (default Kabadi) who signed up, followed the mailed link and signed in; no
 * areas, no prices. Issue 28: their documents count as verified by an admin (createVerifiedAccount)
 * unless `verified: false` (a dealer customers may book needs that, and an area and a price).
 */
export async function createDealer(
  t: TestApp,
  options: { type?: DealerAccountType; fields?: Record<string, string>; verified?: boolean } = {},
): Promise<AuthRecord> {
  const type = options.type ?? 'Kabadi';
  const documents = (options.verified ?? true) ? 'verified' : 'none';
  const form = await createVerifiedAccount(t.app, t.database.db, 'dealer', { role: type, account_type: type, ...options.fields }, { documents });
  return signIn(t.app, 'dealer', form.email);
}

/** The required documents of the dealer's type, sent with the documents form: the set then awaits review. */
export async function sendDealerDocuments(t: TestApp, dealer: AuthRecord) {
  const type = dealer.account_type as DealerAccountType;
  const files: Record<string, TestFile> = {};
  for (const field of requiredDocuments[type]) files[field] = pictureOnlyDocuments.includes(field) ? pngFile(`${field}.png`) : pdfFile(`${field}.pdf`);
  await sendForm(t, routes.addDocuments.path, dealer, { dealer_id: dealer.id }, files);
}

/**
 * Issue 28: the dealer sends their documents and the factories' admin verifies them in the
 * console (POST /v3/admin/documents/{id}/verify/): what a dealer needs, besides an area and a
 * price, to be listed and booked.
 */
export async function verifyDealerDocuments(t: TestApp, dealer: AuthRecord) {
  await sendDealerDocuments(t, dealer);
  await sendForm(t, pathTo(adminRoutes.adminVerifyDocuments, { id: dealer.id }), await factoryAdmin(t), {});
}

/** An admin account (as `npm run admin:create` makes one), signed in. */
export async function createAdmin(t: TestApp, options: { email?: string; username?: string } = {}): Promise<AuthRecord> {
  const email = options.email ?? uniqueEmail('admin');
  await createAdminAccount(t.database.db, { email, password: adminPassword, username: options.username ?? 'Test Admin' });
  return signIn(t.app, 'admin', email, adminPassword);
}

/** Long enough for the employee form; the factories' employees sign in with it. */
export const employeePassword = 'Night-Shift-61';

/**
 * An employee `dealer` registers with the spec's employee form (an Aadhaar PDF), who followed the
 * mailed link and signed in (where their dealer does).
 */
export async function createEmployee(t: TestApp, dealer: AuthRecord): Promise<AuthRecord> {
  const email = uniqueEmail('employee');
  const body = multipartBody(
    { dealer_email: dealer.email, email, username: 'Ravi Kumar', password: employeePassword, mobile_number: '9811122233' },
    { aadhar_card: pdfFile('aadhaar.pdf') },
  );
  const res = await t.app.inject({ method: 'POST', url: routes.employeeRegistration.path, payload: body.payload, headers: { ...body.headers, ...bearer(dealer) } });
  expect(res.statusCode, res.body).toBe(201);
  await followVerificationLink(t.app, t.database.db, email);
  return signIn(t.app, 'dealer', email, employeePassword);
}

/** The admin that factories use for catalogue changes and document reviews, one per app. */
const catalogueAdmins = new WeakMap<TestApp, Promise<AuthRecord>>();
function factoryAdmin(t: TestApp): Promise<AuthRecord> {
  let admin = catalogueAdmins.get(t);
  if (!admin) {
    admin = createAdmin(t, { username: 'Catalogue Admin' });
    catalogueAdmins.set(t, admin);
  }
  return admin;
}

/**
 * Subcategories by name under `category` (default 'Paper'), added by an admin where the
 * catalogue lacks them; returns each name's subcategory id.
 */
export async function createSubcategories(t: TestApp, names: readonly string[], category = 'Paper'): Promise<Map<string, number>> {
  const who = await factoryAdmin(t);
  const listed = await t.app.inject({ method: 'GET', url: adminRoutes.adminCategories.path, headers: bearer(who) });
  expect(listed.statusCode, listed.body).toBe(200);
  const known = (listed.json() as AdminCategory[]).find((entry) => entry.name === category);
  const categoryId = known?.id ?? (await sendForm(t, adminRoutes.adminCategories.path, who, { name: category }, { image: pngFile() })).json().id;
  const ids = new Map<string, number>();
  for (const name of names) {
    const existing = known?.subcategories.find((sub) => sub.name === name);
    const id = existing?.id ?? (await sendForm(t, pathTo(adminRoutes.adminAddSubcategory, { id: categoryId }), who, { name }, { image: pngFile() })).json().id;
    ids.set(name, id as number);
  }
  return ids;
}

/** The areas form of dealer settings with `pincodes` in its first slots (add_pincodes: the dealer has none yet). */
export async function addAreas(t: TestApp, dealer: AuthRecord, pincodes: readonly string[]) {
  const fields: Record<string, string | number> = { dealer_id: dealer.id };
  pincodeSlotNames.forEach((slot, i) => {
    fields[slot] = pincodes[i] ?? '';
  });
  await sendForm(t, routes.addPincodes.path, dealer, fields);
}

/** The dealer's price (Rs/kg) of a subcategory in a pincode it serves. */
export async function addPrice(t: TestApp, dealer: AuthRecord, subcategoryId: number, pincode: string, price: string) {
  await sendForm(t, routes.addPrice.path, dealer, { dealer: dealer.id, subcategory: subcategoryId, pincode, price });
}

/**
 * A new dealer serving `pincode` (default 282001, Agra) with a price for each named subcategory
 * (made under Paper when missing): what a customer needs to place an order. Returns the dealer
 * and its entries of the public price list, in the order of `prices`. With `verified: false`
 * the dealer's documents are not sent (issue 28): not listed, so no entries.
 */
export async function createDealerWithAreaAndPrice(
  t: TestApp,
  options: { prices?: Record<string, string>; pincode?: string; type?: DealerAccountType; verified?: boolean } = {},
): Promise<{ dealer: AuthRecord; pincode: string; entries: PriceListEntry[] }> {
  const pincode = options.pincode ?? '282001';
  const prices = options.prices ?? { Newspaper: '12.00' };
  const ids = await createSubcategories(t, Object.keys(prices));
  // Issue 28: verified by an admin by default (createDealer), so customers see and book them.
  const dealer = await createDealer(t, { ...(options.type ? { type: options.type } : {}), verified: options.verified ?? true });
  await addAreas(t, dealer, [pincode]);
  for (const [name, price] of Object.entries(prices)) await addPrice(t, dealer, ids.get(name) as number, pincode, price);
  // A dealer not verified is in no public list: no entries to read.
  if (options.verified === false) return { dealer, pincode, entries: [] };
  const listed = await pricesOf(t.app, pincode, dealer);
  const entries = Object.keys(prices).map((name) => {
    const entry = listed.find((candidate) => candidate.subcategory === ids.get(name));
    if (!entry) throw new Error(`the price list of ${pincode} lacks the new dealer's ${name}`);
    return entry;
  });
  return { dealer, pincode, entries };
}
