import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { AuditEntry } from '@kt/contract/admin/audit';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { messages } from '@kt/contract/messages';
import type { MarketplacePage } from '@kt/contract/marketplace/page';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { adminActions } from '../../platform/db/schema/index.ts';
import { signInDemoAdmin } from '../../../test/admin-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { siteName } from '@kt/contract/site';
import * as routes from '@kt/contract/routes';
import { pathTo } from '@kt/contract/http/path-to';
import { bearer, countEmails, createVerifiedAccount, postForm, readEmail, signIn } from '../../../test/accounts-helpers.ts';
import { newCustomer, signInDemo } from '../../../test/orders-helpers.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

let t: TestApp;
let admin: AuthRecord;
let customer: AuthRecord;
let recycler: AuthRecord;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await signInDemoAdmin(t.app);
  customer = await newCustomer(t);
  recycler = await signInDemo(t.app, 'recycler');
});
afterAll(() => t.close());

const setActive = (who: AuthRecord | undefined, id: number, isActive: boolean) =>
  t.app.inject({ method: 'PATCH', url: pathTo(adminRoutes.adminUser, { id: id }), headers: who ? bearer(who) : {}, payload: { is_active: String(isActive) } });

async function searchIn(pincode: string) {
  const res = await t.app.inject({ method: 'GET', url: pathTo(routes.searchSubcategory, { pincode }) });
  return res.json() as PriceListEntry[];
}
async function marketplaceOf(dealerId: number) {
  const res = await t.app.inject({ method: 'GET', url: pathTo(routes.marketplacePage, { id: dealerId }) });
  expect(res.statusCode).toBe(200);
  return res.json() as MarketplacePage;
}
async function newDealer(): Promise<AuthRecord> {
  const form = await createVerifiedAccount(t.app, t.database.db, 'dealer');
  return signIn(t.app, 'dealer', form.email);
}
async function dealersIn(pincode: string) {
  const res = await t.app.inject({ method: 'GET', url: pathTo(routes.getDealers, { pincode }) });
  return (res.json() as { data: { dealers: { id: number }[] } }).data.dealers.map((dealer) => dealer.id);
}

describe('admin endpoints refuse everyone but an admin', () => {
  it.each([
    ['PATCH', pathTo(adminRoutes.adminUser, { id: 1 })],
    ['GET', adminRoutes.adminAudit.path],
  ] as const)('%s %s: 401 without a token, 403 for a customer and for a dealer', async (method, path: string) => {
    const payload = method === 'PATCH' ? { is_active: 'false' } : undefined;
    expect((await t.app.inject({ method, url: path, payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method, url: path, payload, headers: bearer(customer) })).statusCode).toBe(403);
    expect((await t.app.inject({ method, url: path, payload, headers: bearer(recycler) })).statusCode).toBe(403);
  });
});

describe('switching an account off and on', () => {
  it('a deactivated dealer disappears from getdealers and search-subcategory', async () => {
    // The seeded demo collector serves 282005 with prices there.
    const collector = await signInDemo(t.app, 'collector');
    expect(await dealersIn('282005')).toContain(collector.id);
    expect((await searchIn('282005')).some((entry) => entry.dealer === collector.id)).toBe(true);
    expect((await marketplaceOf(collector.id)).dealer.is_active).toBe(true);

    const off = await setActive(admin, collector.id, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: collector.id, account_category: 'dealer', is_active: false });
    // The users trigger announces the change to the list cache; settle so this instance has heard it.
    await t.app.deps.listCache.settle();
    expect(await dealersIn('282005')).not.toContain(collector.id);
    expect((await searchIn('282005')).some((entry) => entry.dealer === collector.id)).toBe(false);
    // The marketplace answers is_active false and nothing of the business: the page says 'Dealer is not active'.
    const page = await marketplaceOf(collector.id);
    expect(page).toMatchObject({ dealer: { id: collector.id, is_active: false }, areas: [], prices: [], stats: null, initiatives: [] });
    const data = await t.app.inject({ method: 'GET', url: pathTo(routes.dealerData, { id: collector.id }) });
    expect(data.json()).toMatchObject({ is_active: false });
    // The dealer's held token stops working at once.
    const ownList = await t.app.inject({ method: 'GET', url: pathTo(routes.dealerOrders, { id: collector.id }), headers: bearer(collector) });
    expect(ownList.statusCode).toBe(401);

    expect((await setActive(admin, collector.id, true)).statusCode).toBe(200);
    await t.app.deps.listCache.settle();
    expect(await dealersIn('282005')).toContain(collector.id);
    expect((await searchIn('282005')).some((entry) => entry.dealer === collector.id)).toBe(true);
    expect((await marketplaceOf(collector.id)).dealer.is_active).toBe(true);

    const rows = await t.database.db.select().from(adminActions).where(eq(adminActions.targetId, collector.id));
    expect(rows.map((row) => [row.adminId, row.action, row.targetKind])).toEqual([
      [admin.id, 'user.deactivate', 'dealer'],
      [admin.id, 'user.reactivate', 'dealer'],
    ]);
  });

  it("e-mails the account's owner on deactivation and on reactivation, and a repeated switch changes, records and mails nothing", async () => {
    const dealer = await newDealer();
    const mailsBefore = await countEmails(t.database.db, dealer.email);
    expect((await setActive(admin, dealer.id, false)).statusCode).toBe(200);
    const off = await readEmail(t.database.db, dealer.email);
    expect(off?.subject).toBe(`Your ${siteName} account is deactivated`);
    expect(off?.textBody).toContain(dealer.KT_ID);
    expect(off?.textBody).toContain('customers do not see your prices');

    const again = await setActive(admin, dealer.id, false);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ is_active: false });
    expect(await countEmails(t.database.db, dealer.email)).toBe(mailsBefore + 1);

    expect((await setActive(admin, dealer.id, true)).statusCode).toBe(200);
    const on = await readEmail(t.database.db, dealer.email);
    expect(on?.subject).toBe(`Your ${siteName} account is active again`);
    expect(on?.textBody).toContain('/signin');
    expect(await countEmails(t.database.db, dealer.email)).toBe(mailsBefore + 2);
    const rows = await t.database.db.select().from(adminActions).where(eq(adminActions.targetId, dealer.id));
    expect(rows.map((row) => row.action)).toEqual(['user.deactivate', 'user.reactivate']);
  });

  it("refuses a deactivated account's sign-in, its held access token and its refresh token; reactivated, it signs in afresh", async () => {
    const form = await createVerifiedAccount(t.app, t.database.db, 'customer');
    const held = await signIn(t.app, 'customer', form.email);
    expect((await t.app.inject({ method: 'GET', url: pathTo(routes.customerOrders, { id: held.id }), headers: bearer(held) })).statusCode).toBe(200);

    expect((await setActive(admin, held.id, false)).statusCode).toBe(200);
    const signInAgain = await postForm(t.app, pathTo(routes.signIn, { utype: 'customer' }), { email: form.email, password: form.password });
    expect(signInAgain.statusCode).toBe(200);
    expect(signInAgain.json().msg).toBe(messages.signIn.accountDoesNotExistMsg);
    const withToken = await t.app.inject({ method: 'GET', url: pathTo(routes.customerOrders, { id: held.id }), headers: bearer(held) });
    expect(withToken.statusCode).toBe(401);
    expect(withToken.json().message).toBe(messages.accounts.sessionEnded);
    const refreshed = await t.app.inject({ method: 'POST', url: routes.tokenRefresh.path, payload: { refresh: held.tokens.refresh } });
    expect(refreshed.statusCode).toBe(401);

    // Reactivated: the old sign-in stays ended (its tokens were revoked); a new sign-in works.
    expect((await setActive(admin, held.id, true)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: pathTo(routes.customerOrders, { id: held.id }), headers: bearer(held) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: routes.tokenRefresh.path, payload: { refresh: held.tokens.refresh } })).statusCode).toBe(401);
    const again = await signIn(t.app, 'customer', form.email);
    expect((await t.app.inject({ method: 'GET', url: pathTo(routes.customerOrders, { id: again.id }), headers: bearer(again) })).statusCode).toBe(200);
  });

  it('refuses an unknown account (404), an admin account (409) and a value that is not true or false (400), writing nothing', async () => {
    const before = (await t.database.db.select().from(adminActions)).length;
    const unknown = await setActive(admin, 2_000_000_000, false);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(adminMessages.userNotFound);
    const self = await setActive(admin, admin.id, false);
    expect(self.statusCode).toBe(409);
    const bad = await t.app.inject({ method: 'PATCH', url: pathTo(adminRoutes.adminUser, { id: customer.id }), headers: bearer(admin), payload: { is_active: 'maybe' } });
    expect(bad.statusCode).toBe(400);
    expect((await t.database.db.select().from(adminActions)).length).toBe(before);
  });

  it('lists the audit log to an admin, newest first, paged', async () => {
    const other = await newCustomer(t);
    expect((await setActive(admin, other.id, false)).statusCode).toBe(200);
    expect((await setActive(admin, other.id, true)).statusCode).toBe(200);
    const first = await t.app.inject({ method: 'GET', url: `${adminRoutes.adminAudit.path}?page_size=1`, headers: bearer(admin) });
    expect(first.statusCode).toBe(200);
    const [newest] = first.json() as AuditEntry[];
    expect(newest).toMatchObject({ action: 'user.reactivate', target_kind: 'customer', target_id: other.id, admin: { id: admin.id } });
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await t.app.inject({ method: 'GET', url: next ?? '', headers: bearer(admin) });
    expect((second.json() as AuditEntry[])[0]).toMatchObject({ action: 'user.deactivate', target_id: other.id });
  });
});
