import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { AdminUserDetail, AdminUserEntry, AdminUserOrder } from '@kt/contract/admin/users';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { pathTo } from '@kt/contract/http/path-to';
import { openSeededAppAsAdmin } from '../../../test/admin-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { bearer, createVerifiedAccount, signIn } from '../../../test/accounts-helpers.ts';
import { demoEmails, signInDemo } from '../../../test/orders-helpers.ts';
import { ktIdQuery, mobileDigits } from './user-admin.repo.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

let t: TestApp;
let admin: AuthRecord;

beforeAll(async () => ({ t, admin } = await openSeededAppAsAdmin()));
afterAll(() => t.close());

async function get(url: string, who: AuthRecord = admin) {
  return t.app.inject({ method: 'GET', url, headers: bearer(who) });
}

async function search(query: Record<string, string>): Promise<AdminUserEntry[]> {
  const res = await get(`${adminRoutes.adminUsers.path}?${new URLSearchParams(query).toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const ids = (entries: readonly { id: number }[]) => entries.map((entry) => entry.id);

/** A new verified account with a distinctive name and mobile number, signed in. */
async function newAccount(kind: 'customer' | 'dealer', overrides: Record<string, string> = {}) {
  const form = await createVerifiedAccount(t.app, t.database.db, kind, overrides);
  return signIn(t.app, kind, form.email);
}

describe('user administration: who may call', () => {
  it('refuses no token (401), a customer (403) and a dealer (403) on the search, the detail and the orders', async () => {
    const customer = await signInDemo(t.app, 'customer');
    const kabadi = await signInDemo(t.app, 'kabadi');
    for (const url of [adminRoutes.adminUsers.path, pathTo(adminRoutes.adminUser, { id: customer.id }), pathTo(adminRoutes.adminUserOrders, { id: customer.id })]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(url, customer)).statusCode, url).toBe(403);
      expect((await get(url, kabadi)).statusCode, url).toBe(403);
    }
  });
});

describe('GET /v3/admin/users/: search', () => {
  it('finds accounts by part of the name, the e-mail or the mobile number, in any case', async () => {
    const dealer = await newAccount('dealer', { username: 'Zorawar Scrap Yard', mobile_number: '9811223344' });
    const byName = await search({ q: 'zORAWAR scr' });
    expect(ids(byName)).toEqual([dealer.id]);
    expect(byName[0]).toMatchObject({
      id: dealer.id,
      KT_ID: dealer.KT_ID,
      username: 'Zorawar Scrap Yard',
      email: dealer.email,
      mobile_number: '9811223344',
      account_category: 'dealer',
      account_type: 'Recycler',
      is_active: true,
      is_verified: true,
    });
    expect(byName[0]?.created_at).toEqual(expect.any(String));

    expect(ids(await search({ q: dealer.email.toUpperCase().slice(0, 20) }))).toContain(dealer.id);
    expect(ids(await search({ q: '1122334' }))).toEqual([dealer.id]);
    expect(ids(await search({ q: '+91 98112 23344' }))).toEqual([dealer.id]);
  });

  it('finds an account by its KT id, as stored (KTD000012) or typed short (KTD12), and by its start', async () => {
    const dealer = await newAccount('dealer');
    expect(ids(await search({ q: dealer.KT_ID }))).toEqual([dealer.id]);
    expect(ids(await search({ q: dealer.KT_ID.toLowerCase() }))).toEqual([dealer.id]);
    expect(ids(await search({ q: `KTD${dealer.id}` }))).toEqual([dealer.id]);
    // The customer with the same number is another account: KTC, not KTD.
    expect(ids(await search({ q: `KTC${dealer.id}` }))).not.toContain(dealer.id);
    const byPrefix = await search({ q: 'KTD', page_size: '100' });
    expect(byPrefix.length).toBeGreaterThan(1);
    expect(byPrefix.every((entry) => entry.KT_ID.startsWith('KTD'))).toBe(true);
  });

  it('filters by category, never lists admins, and answers newest first', async () => {
    const older = await newAccount('customer', { username: 'Category Test Person' });
    const newer = await newAccount('customer', { username: 'Category Test Person' });
    const customers = await search({ q: 'Category Test Person', category: 'customer' });
    expect(ids(customers)).toEqual([newer.id, older.id]);
    expect(await search({ q: 'Category Test Person', category: 'dealer' })).toEqual([]);

    const everyone = await search({ page_size: '100' });
    expect(everyone.some((entry) => entry.account_category === 'admin')).toBe(false);
    expect(await search({ q: 'admin@example.com' })).toEqual([]);
    const dealers = await search({ category: 'dealer', page_size: '100' });
    expect(dealers.length).toBeGreaterThan(0);
    expect(dealers.every((entry) => entry.account_category === 'dealer')).toBe(true);
  });

  it('takes % and _ in the search literally', async () => {
    expect(await search({ q: '%' })).toEqual([]);
    expect(await search({ q: '____' })).toEqual([]);
  });

  it('pages the results with page_size and the Link header, keeping the search', async () => {
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await newAccount('customer', { username: 'Paging Probe Customer' }));
    const first = await get(`${adminRoutes.adminUsers.path}?q=Paging%20Probe&page_size=2`);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? '';
    expect(next).toContain('q=Paging');
    const second = await get(next);
    expect(second.headers.link).toBeUndefined();
    expect([...ids(first.json()), ...ids(second.json())]).toEqual(made.map((account) => account.id).reverse());
  });

  it('refuses an unknown category and a search beyond 100 characters with clear messages', async () => {
    const badCategory = await get(`${adminRoutes.adminUsers.path}?category=admin`);
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().fields.category).toEqual([adminMessages.userCategoryInvalid]);
    const longQuery = await get(`${adminRoutes.adminUsers.path}?q=${'a'.repeat(101)}`);
    expect(longQuery.statusCode).toBe(400);
    expect(longQuery.json().fields.q).toEqual([adminMessages.userSearchTooLong]);
  });
});

describe('GET /v3/admin/users/{id}/ and its orders', () => {
  it("shows a dealer with the areas count and the documents state, and the dealer's received orders", async () => {
    const kabadi = await signInDemo(t.app, 'kabadi');
    const res = await get(pathTo(adminRoutes.adminUser, { id: kabadi.id }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const detail = res.json() as AdminUserDetail;
    expect(detail).toMatchObject({
      id: kabadi.id,
      email: demoEmails.kabadi,
      account_category: 'dealer',
      account_type: 'Kabadi',
      // Issue 28: the seed verifies the demo dealers.
      dealer: { areas: 2, documents_status: 'Verified', documents_reason: null },
      customer: null,
      employer: null,
    });

    const orders = await get(pathTo(adminRoutes.adminUserOrders, { id: kabadi.id }));
    expect(orders.statusCode).toBe(200);
    const [order] = orders.json() as AdminUserOrder[];
    expect(order).toMatchObject({ role: 'dealer', status: 'New', pincode: '282001', total_items: 3, other_party: { username: expect.any(String) } });
    expect(order?.order_number).toMatch(/^KTO\d{8}$/);
    expect(order?.other_party.KT_ID).toMatch(/^KTC/);
  });

  it("shows a customer with the addresses count and the customer's placed orders newest first, paged", async () => {
    const customer = await signInDemo(t.app, 'customer');
    const detail = (await get(pathTo(adminRoutes.adminUser, { id: customer.id }))).json() as AdminUserDetail;
    expect(detail).toMatchObject({ account_category: 'customer', customer: { addresses: 1 }, dealer: null });

    const first = await get(`${pathTo(adminRoutes.adminUserOrders, { id: customer.id })}?page_size=1`);
    const [newest] = first.json() as AdminUserOrder[];
    expect(newest).toMatchObject({ role: 'customer' });
    expect(newest?.other_party.KT_ID).toMatch(/^KTD/);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? '';
    const [older] = (await get(next)).json() as AdminUserOrder[];
    expect(older?.order_number).not.toBe(newest?.order_number);
    expect(Date.parse(older?.created_at ?? '')).toBeLessThanOrEqual(Date.parse(newest?.created_at ?? ''));
    // Together: the demo customer's two pickups, one with each dealer.
    expect(new Set([newest?.other_party.id, older?.other_party.id]).size).toBe(2);
  });

  it('answers an account without orders with an empty list, and an unknown account with 404', async () => {
    const fresh = await newAccount('customer');
    expect((await get(pathTo(adminRoutes.adminUserOrders, { id: fresh.id }))).json()).toEqual([]);
    const detail = await get(pathTo(adminRoutes.adminUser, { id: 2_000_000_000 }));
    expect(detail.statusCode).toBe(404);
    expect(detail.json().message).toBe(adminMessages.userNotFound);
    expect((await get(pathTo(adminRoutes.adminUserOrders, { id: 2_000_000_000 }))).statusCode).toBe(404);
    expect((await get(pathTo(adminRoutes.adminUser, { id: 0 }))).statusCode).toBe(400);
  });
});

describe('reading a search', () => {
  it('reads KT ids typed short or long, and phone numbers with a country code', () => {
    expect(ktIdQuery('ktd12')).toEqual({ prefix: 'KTD12', exact: 'KTD000012' });
    expect(ktIdQuery('KTC')).toEqual({ prefix: 'KTC', exact: null });
    expect(ktIdQuery('Kumar')).toBeNull();
    expect(mobileDigits('+91 98970-12345')).toBe('9897012345');
    expect(mobileDigits('98970')).toBe('98970');
    expect(mobileDigits('Ravi')).toBeNull();
  });
});
