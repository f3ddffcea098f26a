import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { consoleMessages } from '@kt/contract/admin/console-messages';
import { gettingStartedSteps, isGettingStartedDone, type AdminSummary } from '@kt/contract/admin/home';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { indiaDate } from '@kt/contract/india-time';
import { categoryRequests, dealerProfiles, orders, pincodeRequests, teamMembers, users } from '../../platform/db/schema/index.ts';
import { bearer, createVerifiedAccount, readEmail, signIn, uniqueEmail } from '../../../test/accounts-helpers.ts';
import { createAdminAccount } from './admin-accounts.ts';
import { placeOrder, pricesOf, signInDemo } from '../../../test/orders-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAdminHomeRepo, indiaPeriods } from './admin-home.repo.ts';
import { readAdminSummary, type SummarySources } from './admin-home.service.ts';

let t: TestApp;
let admin: AuthRecord;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await signIn(t.app, 'admin', 'admin@example.com', t.config.demoPassword);
});
afterAll(() => t.close());

/** What the summary reads besides the database, as this test app has it. */
const sources = (overrides: Partial<SummarySources> = {}): SummarySources => ({ jobs: t.app.deps.jobs, mailerKind: 'outbox', hasDevMailbox: true, ...overrides });

async function summary(): Promise<AdminSummary> {
  const res = await t.app.inject({ method: 'GET', url: adminRoutes.adminSummary.path, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** An account straight into the table, registered at `createdAt`. */
async function insertAccount(category: 'customer' | 'dealer' | 'employee', createdAt: Date) {
  const accountType = { customer: 'Personal', dealer: 'Kabadi', employee: 'Employee' }[category];
  const [row] = await t.database.db
    .insert(users)
    .values({
      email: uniqueEmail(category),
      username: `Home ${category}`,
      mobileNumber: '9876500000',
      passwordHash: 'not-a-real-hash',
      accountCategory: category,
      accountType,
      role: accountType,
      isVerified: true,
      createdAt,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no account');
  return row.id;
}

describe('the admin home figures', () => {
  it('refuses no token (401), a customer (403) and a dealer (403)', async () => {
    const customer = await signInDemo(t.app, 'customer');
    const kabadi = await signInDemo(t.app, 'kabadi');
    expect((await t.app.inject({ method: 'GET', url: adminRoutes.adminSummary.path })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: adminRoutes.adminSummary.path, headers: bearer(customer) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: adminRoutes.adminSummary.path, headers: bearer(kabadi) })).statusCode).toBe(403);
  });

  it('counts the pending pincode and category requests and the documents awaiting review, with the oldest of each', async () => {
    const before = await summary();
    const db = t.database.db;
    const dealerA = await insertAccount('dealer', new Date('2025-01-01T00:00:00Z'));
    const dealerB = await insertAccount('dealer', new Date('2025-01-01T00:00:00Z'));
    const dealerC = await insertAccount('dealer', new Date('2025-01-01T00:00:00Z'));
    const oldest = new Date('2020-03-04T05:06:07.000Z');

    await db.insert(pincodeRequests).values([
      { dealerId: dealerA, pincode: '282004', state: 'Uttar Pradesh', city: 'Agra', area: 'Shahganj', status: 'Pending', createdAt: oldest },
      { dealerId: dealerB, pincode: '282005', state: 'Uttar Pradesh', city: 'Agra', area: 'Dayalbagh', status: 'Pending', createdAt: new Date('2021-01-01T00:00:00Z') },
      // Decided requests do not wait.
      { dealerId: dealerC, pincode: '282006', state: 'Uttar Pradesh', city: 'Agra', area: 'Sikandra', status: 'Rejected', reason: 'No', createdAt: new Date('2019-01-01T00:00:00Z') },
    ]);
    await db.insert(categoryRequests).values([
      { dealerId: dealerA, categoryName: 'Batteries', imageKey: 'category-requests/a.png', status: 'Pending', createdAt: new Date('2020-06-01T00:00:00Z') },
      { dealerId: dealerB, categoryName: 'Tyres', imageKey: 'category-requests/b.png', status: 'Approved', createdAt: new Date('2019-06-01T00:00:00Z') },
    ]);
    await db.insert(dealerProfiles).values([
      { userId: dealerA, documentsStatus: 'Awaiting review', documentsUploadedAt: new Date('2020-09-09T09:09:09Z') },
      { userId: dealerB, documentsStatus: 'Awaiting review', documentsUploadedAt: new Date('2022-01-01T00:00:00Z') },
      { userId: dealerC, documentsStatus: 'Verified', documentsUploadedAt: new Date('2019-01-01T00:00:00Z') },
    ]);

    const after = await summary();
    expect(after.waiting.pincode_requests).toEqual({ count: before.waiting.pincode_requests.count + 2, oldest_at: oldest.toISOString() });
    expect(after.waiting.category_requests).toEqual({ count: before.waiting.category_requests.count + 1, oldest_at: '2020-06-01T00:00:00.000Z' });
    expect(after.waiting.documents).toEqual({ count: before.waiting.documents.count + 2, oldest_at: '2020-09-09T09:09:09.000Z' });

    // Decided: no longer waiting.
    await db.update(pincodeRequests).set({ status: 'Approved' }).where(eq(pincodeRequests.dealerId, dealerA));
    await db.update(dealerProfiles).set({ documentsStatus: 'Verified' }).where(eq(dealerProfiles.userId, dealerA));
    const decided = await summary();
    expect(decided.waiting.pincode_requests).toEqual({ count: before.waiting.pincode_requests.count + 1, oldest_at: '2021-01-01T00:00:00.000Z' });
    expect(decided.waiting.documents).toEqual({ count: before.waiting.documents.count + 1, oldest_at: '2022-01-01T00:00:00.000Z' });
  });

  it('counts an order placed and a customer and a dealer signing up just now as today and this week', async () => {
    const before = await summary();
    expect(before.today).toBe(indiaDate());
    const customerForm = await createVerifiedAccount(t.app, t.database.db, 'customer');
    await createVerifiedAccount(t.app, t.database.db, 'dealer');
    const customer = await signIn(t.app, 'customer', customerForm.email);
    const kabadi = await signInDemo(t.app, 'kabadi');
    const [entry] = await pricesOf(t.app, '282001', kabadi);
    if (!entry) throw new Error('the seed has no price of the kabadi in 282001');
    await placeOrder(t.app, customer, [entry]);

    const after = await summary();
    expect(after.orders).toEqual({ today: before.orders.today + 1, this_week: before.orders.this_week + 1 });
    expect(after.sign_ups.customers).toEqual({ today: before.sign_ups.customers.today + 1, this_week: before.sign_ups.customers.this_week + 1 });
    expect(after.sign_ups.dealers).toEqual({ today: before.sign_ups.dealers.today + 1, this_week: before.sign_ups.dealers.this_week + 1 });
  });

  it("cuts today and this week at India's midnight, the week from Monday", async () => {
    // Wednesday 15 January 2031, 10:00 in India (04:30 UTC): far from any other test's rows.
    const now = new Date('2031-01-15T10:00:00+05:30');
    const ist = (text: string) => new Date(`${text}+05:30`);
    await insertAccount('customer', ist('2031-01-15T00:00:00')); // today's first instant
    await insertAccount('customer', ist('2031-01-15T02:00:00')); // still 14 January in UTC: today in India
    await insertAccount('customer', ist('2031-01-14T23:59:59')); // yesterday: this week only
    await insertAccount('customer', ist('2031-01-13T00:00:00')); // Monday's first instant: this week
    await insertAccount('customer', ist('2031-01-12T23:59:59')); // Sunday: last week
    await insertAccount('dealer', ist('2031-01-15T09:00:00'));
    await insertAccount('dealer', ist('2031-01-12T23:59:59'));
    await insertAccount('employee', ist('2031-01-15T09:00:00')); // a dealer's employee is no sign-up

    const customer = await signInDemo(t.app, 'customer');
    const kabadi = await signInDemo(t.app, 'kabadi');
    const [entry] = await pricesOf(t.app, '282001', kabadi);
    if (!entry) throw new Error('the seed has no price of the kabadi in 282001');
    for (const placedAt of ['2031-01-15T01:00:00', '2031-01-13T08:00:00', '2031-01-12T22:00:00']) {
      const order = await placeOrder(t.app, customer, [entry]);
      await t.database.db.update(orders).set({ createdAt: ist(placedAt) }).where(eq(orders.orderNumber, order.order_number));
    }

    const figures = await readAdminSummary(createAdminHomeRepo(t.database.db), now, sources());
    expect(figures.today).toBe('2031-01-15');
    expect(figures.week_start).toBe('2031-01-13');
    expect(figures.sign_ups).toEqual({ customers: { today: 2, this_week: 4 }, dealers: { today: 1, this_week: 1 } });
    expect(figures.orders).toEqual({ today: 1, this_week: 2 });

    // On Monday just after midnight in India (still Sunday in UTC) the week starts that day.
    const monday = await readAdminSummary(createAdminHomeRepo(t.database.db), ist('2031-01-13T00:30:00'), sources());
    expect(monday.week_start).toBe('2031-01-13');
    expect(monday.sign_ups.customers).toEqual({ today: 1, this_week: 1 });
    expect(monday.orders).toEqual({ today: 1, this_week: 1 });
  });
});

describe('the getting-started list', () => {
  let fresh: TestApp;
  let starter: AuthRecord;
  const starterEmail = 'starter@kabadi.example';

  beforeAll(async () => {
    // An empty site, as a production first start leaves it.
    fresh = await createTestApp();
    await createAdminAccount(fresh.database.db, { email: starterEmail, password: 'correct-horse-battery-staple-42', username: 'Starter' });
    starter = await signIn(fresh.app, 'admin', starterEmail, 'correct-horse-battery-staple-42');
  });
  afterAll(() => fresh.close());

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    return fresh.app.inject({ method, url, headers: bearer(starter), ...(payload ? { payload } : {}) });
  }
  async function gettingStarted() {
    const res = await call('GET', adminRoutes.adminSummary.path);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as AdminSummary).getting_started;
  }
  const settings = { contact_email: '', phone_primary: '', phone_secondary: '', postal_address: '', facebook_url: '', instagram_url: '', linkedin_url: '' };

  it('has every step to do on an empty site, where mail goes to the development mailbox', async () => {
    const start = await gettingStarted();
    expect(start).toEqual({
      mail: { kind: 'outbox', dev_mailbox: true, test_mail_sent: false },
      site_settings: { contact_email: false, phone: false, postal_address: false },
      content: { faq_items: 0, team_members: 0 },
      dealer_approved: false,
    });
    expect(gettingStartedSteps(start)).toEqual({ mail: false, siteSettings: false, content: false, dealer: false });
    expect(isGettingStartedDone(start)).toBe(false);
  });

  it("remembers a test mail sent to the admin's own address", async () => {
    const sent = await call('POST', adminRoutes.adminTestMail.path);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ msg: consoleMessages.testMailQueued });
    const mail = await readEmail(fresh.database.db, starterEmail);
    expect(mail?.subject).toBe(consoleMessages.testMailSubject);
    expect(mail?.textBody).toContain('Hello Starter,');
    expect((await gettingStarted()).mail.test_mail_sent).toBe(true);
  });

  it('counts the contact details done once the e-mail, a phone and the address are all set', async () => {
    expect((await call('PUT', adminRoutes.adminSiteSettings.path, { ...settings, contact_email: 'help@kabadi.example' })).statusCode).toBe(200);
    expect((await gettingStarted()).site_settings).toEqual({ contact_email: true, phone: false, postal_address: false });
    const full = { ...settings, contact_email: 'help@kabadi.example', phone_primary: '9811122233', postal_address: '12 MG Road\nAgra 282001' };
    expect((await call('PUT', adminRoutes.adminSiteSettings.path, full)).statusCode).toBe(200);
    const start = await gettingStarted();
    expect(start.site_settings).toEqual({ contact_email: true, phone: true, postal_address: true });
    expect(gettingStartedSteps(start).siteSettings).toBe(true);
  });

  it('counts the content done with an FAQ item and a team member, and says which is missing', async () => {
    expect((await call('POST', adminRoutes.adminFaq.path, { qns: 'Do you pick up on Sundays?', ans: '<p>Yes.</p>' })).statusCode).toBe(201);
    let start = await gettingStarted();
    expect(start.content).toEqual({ faq_items: 1, team_members: 0 });
    expect(gettingStartedSteps(start).content).toBe(false);
    await fresh.database.db.insert(teamMembers).values({ name: 'Neha', title: 'Operations', photoKey: 'team/neha.png' });
    start = await gettingStarted();
    expect(start.content).toEqual({ faq_items: 1, team_members: 1 });
    expect(gettingStartedSteps(start).content).toBe(true);
  });

  it("counts the first dealer approved once a dealer's documents are Verified, not while they wait", async () => {
    const [dealer] = await fresh.database.db
      .insert(users)
      .values({ email: uniqueEmail('dealer'), username: 'First Kabadi', mobileNumber: '9876500000', passwordHash: 'x', accountCategory: 'dealer', accountType: 'Kabadi', role: 'Kabadi', isVerified: true })
      .returning({ id: users.id });
    if (!dealer) throw new Error('no dealer');
    await fresh.database.db.insert(dealerProfiles).values({ userId: dealer.id, documentsStatus: 'Awaiting review', documentsUploadedAt: new Date() });
    expect((await gettingStarted()).dealer_approved).toBe(false);
    await fresh.database.db.update(dealerProfiles).set({ documentsStatus: 'Verified' }).where(eq(dealerProfiles.userId, dealer.id));
    expect((await gettingStarted()).dealer_approved).toBe(true);
  });

  it('is complete only once mail goes to a mail server: the development mailbox leaves the mail step open', async () => {
    const here = await gettingStarted();
    expect(gettingStartedSteps(here)).toEqual({ mail: false, siteSettings: true, content: true, dealer: true });
    expect(isGettingStartedDone(here)).toBe(false);
    const withSmtp = await readAdminSummary(createAdminHomeRepo(fresh.database.db), new Date(), { jobs: fresh.app.deps.jobs, mailerKind: 'smtp', hasDevMailbox: false });
    expect(withSmtp.getting_started.mail).toEqual({ kind: 'smtp', dev_mailbox: false, test_mail_sent: true });
    expect(isGettingStartedDone(withSmtp.getting_started)).toBe(true);
  });
});

describe('India periods', () => {
  it.each([
    ['a Wednesday morning', '2031-01-15T10:00:00+05:30', '2031-01-15', '2031-01-13'],
    ['a Sunday night: the week began the Monday before', '2031-01-19T23:59:00+05:30', '2031-01-19', '2031-01-13'],
    ['Monday 00:30 in India, Sunday in UTC', '2031-01-12T19:00:00Z', '2031-01-13', '2031-01-13'],
    ['a Sunday whose week began in the month before', '2031-02-02T12:00:00+05:30', '2031-02-02', '2031-01-27'],
  ])('%s', (_label, instant, today, weekStart) => {
    const periods = indiaPeriods(new Date(instant));
    expect(periods).toMatchObject({ today, weekStart });
    expect(periods.todayFrom.toISOString()).toBe(new Date(`${today}T00:00:00+05:30`).toISOString());
    expect(periods.weekFrom.toISOString()).toBe(new Date(`${weekStart}T00:00:00+05:30`).toISOString());
    expect(periods.todayUntil.getTime() - periods.todayFrom.getTime()).toBe(24 * 3600 * 1000);
  });
});
