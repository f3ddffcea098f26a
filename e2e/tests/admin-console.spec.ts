import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { messages } from '@kt/contract/messages';
import { applyAsIntern, createVerifiedKabadi, demoAdmin, requestedArea, requestSixthPincode, signInAsAdmin } from '../support/admin.ts';
import { expectFitsPhoneAndAccessible, phone, tinyPng } from '../support/dealer-business.ts';
import { startOwnServer, startTimeoutMs, stopServer, type Started } from '../support/own-server.ts';

/**
 * Issue 15 in Chromium: the admin signs in at /admin/signin and runs the site. The console
 * changes what every page shows (contact details, team, FAQ), so this journey has a server of
 * its own (the build, the demo seed, a fresh embedded database), not the shared one on 3100.
 */

let server: Started | undefined;
let api: APIRequestContext;
let context: BrowserContext;
let page: Page;

const unique = `${Date.now()}`.slice(-6);
const contact = { email: `help-${unique}@kabadi-e2e.example.in`, phonePrimary: '+91 98111 22233', phoneSecondary: '0562 226 1234' };
const teamMember = { name: `Neha Admin ${unique}`, title: 'Head of Operations' };
const faq = { question: `Do you pick up on Sundays? (${unique})`, answer: '<p>Only on weekdays.</p>', newAnswer: `Yes, on Sundays too, from 9 to 1 (${unique}).` };
const intern = { name: `Ishaan Intern ${unique}`, email: `ishaan-${unique}@example.in` };
let dealer: { account: { username: string; email: string; password: string }; auth: AuthRecord };

async function adminApi(): Promise<Record<string, string>> {
  const res = await api.post('/v3/api/sign_in/admin/', { data: { email: demoAdmin.email, password: demoAdmin.password } });
  expect(res.status()).toBe(200);
  const record = (await res.json()) as AuthRecord;
  return { authorization: `Bearer ${record.tokens.access}` };
}

async function newPage(browser: Browser): Promise<Page> {
  const other = await browser.newContext({ baseURL: (server as Started).baseUrl });
  return other.newPage();
}

test.describe('the admin console', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });

  test.beforeAll(async ({ browser, playwright }) => {
    test.setTimeout(startTimeoutMs + 60_000);
    server = await startOwnServer({ env: 'test', extraEnv: { RATE_LIMIT_SCALE: '20' } });
    api = await playwright.request.newContext({ baseURL: server.baseUrl });
    dealer = await createVerifiedKabadi(api, 'admin-journey-dealer');
    await requestSixthPincode(api, dealer.auth);
    await applyAsIntern(api, intern.name, intern.email);
    const created = await api.post('/v3/admin/faq/', { headers: await adminApi(), data: { qns: faq.question, ans: faq.answer } });
    expect(created.status(), await created.text()).toBe(201);
    context = await browser.newContext({ baseURL: server.baseUrl, acceptDownloads: true });
    page = await context.newPage();
  });

  test.afterAll(async () => {
    await context?.close();
    await api?.dispose();
    if (server) await stopServer(server);
  });

  test('the admin signs in at /admin/signin and lands on the console; every console page needs an admin', async () => {
    await page.goto('/admin/documents');
    await expect(page).toHaveURL(/\/admin\/signin$/);
    await signInAsAdmin(page);
    await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
  });

  test('sets the contact e-mail and phone numbers; the footer and /contact show them', async () => {
    await page.goto('/admin/settings');
    await page.getByLabel('Contact e-mail').fill(contact.email);
    await page.getByLabel('Phone number', { exact: true }).fill(contact.phonePrimary);
    await page.getByLabel('Second phone number').fill(contact.phoneSecondary);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeEnabled();

    const visitor = await newPage(page.context().browser() as Browser);
    await visitor.goto('/');
    const footer = visitor.getByRole('contentinfo');
    await expect(footer.locator(`a[href="mailto:${contact.email}"]`)).toBeVisible();
    await expect(footer.locator('a[href="tel:+919811122233"]')).toBeVisible();
    await expect(footer).toContainText('0562 226 1234');
    await visitor.goto('/contact');
    const main = visitor.getByRole('main');
    await expect(main.getByText(contact.email)).toBeVisible();
    await expect(main.getByText(contact.phonePrimary)).toBeVisible();
    await expect(main.getByText(contact.phoneSecondary)).toBeVisible();
    await visitor.context().close();
  });

  test("approves a dealer's pending pincode request; the dealer then sees the area", async () => {
    await page.goto('/admin/pincode-requests');
    const card = page.locator('.admin-card').filter({ hasText: dealer.account.email });
    await expect(card).toContainText(requestedArea.pincode);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card).toHaveCount(0);

    const dealerPage = await newPage(page.context().browser() as Browser);
    await dealerPage.goto('/signin');
    await dealerPage.getByRole('tab', { name: 'Dealer' }).click();
    await dealerPage.getByLabel('E-mail').fill(dealer.account.email);
    await dealerPage.getByLabel('Password', { exact: true }).fill(dealer.account.password);
    await dealerPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dealerPage).toHaveURL(/\/dealer\/home$/);
    await dealerPage.goto('/dealer/settings/addarea');
    await expect(dealerPage.getByText(requestedArea.pincode).first()).toBeVisible();
    await dealerPage.context().close();
  });

  test('edits an FAQ answer; the public FAQ shows it', async () => {
    await page.goto('/admin/content?tab=faq');
    await page.getByRole('button', { name: `Edit ${faq.question.slice(0, 40)}` }).click();
    await page.getByLabel('Answer').fill(`<p>${faq.newAnswer}</p>`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(faq.newAnswer)).toBeVisible();

    const visitor = await newPage(page.context().browser() as Browser);
    await visitor.goto('/faq');
    // The FAQ's questions are native disclosures (<summary>), open without script.
    await visitor.locator('summary', { has: visitor.getByRole('heading', { name: faq.question, exact: true }) }).click();
    await expect(visitor.getByText(faq.newAnswer)).toBeVisible();
    await visitor.context().close();
  });

  test('adds a team member with a picture; the About carousel shows them', async () => {
    await page.goto('/admin/content');
    await page.getByRole('tab', { name: 'Team', exact: true }).click();
    await page.getByLabel('Name', { exact: true }).fill(teamMember.name);
    await page.getByLabel('Title', { exact: true }).fill(teamMember.title);
    await page.getByLabel('Picture', { exact: true }).setInputFiles(tinyPng('neha.png'));
    await page.getByRole('button', { name: 'Add team member' }).click();
    await expect(page.getByRole('img', { name: `Picture of ${teamMember.name}` })).toBeVisible();

    const visitor = await newPage(page.context().browser() as Browser);
    await visitor.goto('/');
    const carousel = visitor.getByRole('region', { name: 'Team member cards' });
    await expect(carousel.getByText(`${teamMember.name} (${teamMember.title})`)).toHaveCount(1);
    await expect(carousel.getByRole('img', { name: teamMember.name })).toHaveCount(1);
    await visitor.context().close();
  });

  test("downloads an intern's CV", async () => {
    await page.goto('/admin/submissions?kind=intern');
    const card = page.locator('.admin-card').filter({ hasText: intern.email });
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download CV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test("deactivates a dealer; its marketplace page says 'Dealer is not active'", async () => {
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search' }).fill(dealer.account.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: dealer.account.username }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${dealer.auth.id}$`));
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, deactivate' }).click();
    await expect(page.getByRole('button', { name: 'Reactivate', exact: true })).toBeVisible();

    const visitor = await newPage(page.context().browser() as Browser);
    await visitor.goto(`/marketplace/${dealer.auth.id}/`);
    await expect(visitor.getByRole('heading', { level: 1, name: messages.marketplace.inactive })).toBeVisible();
    await visitor.context().close();

    // What the admin did is in the audit log, newest first.
    await page.goto('/admin/audit');
    await expect(page.getByText('Deactivated an account').first()).toBeVisible();
    const audit = await api.get(adminRoutes.adminAudit.path, { headers: await adminApi() });
    const actions = ((await audit.json()) as { action: string }[]).map((row) => row.action);
    for (const action of ['user.deactivate', 'team-member.create', 'faq.update', 'pincode.approve', 'site-settings.update']) {
      expect(actions).toContain(action);
    }
  });

  test('every console page fits a 360 px phone and passes axe', async () => {
    // Fourteen pages, each loaded, measured and scanned: about 40 s alone, more beside other journeys.
    test.setTimeout(150_000);
    await page.setViewportSize(phone);
    for (const path of [
      '/admin',
      '/admin/pincode-requests',
      '/admin/category-requests',
      '/admin/documents',
      '/admin/users',
      `/admin/users/${dealer.auth.id}`,
      '/admin/catalogue',
      '/admin/content',
      '/admin/content?tab=faq',
      '/admin/settings',
      '/admin/submissions?kind=intern',
      '/admin/audit',
      '/admin/messages',
      '/admin/phone-messages',
    ]) {
      await test.step(path, async () => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectFitsPhoneAndAccessible(page);
      });
    }
  });
});
