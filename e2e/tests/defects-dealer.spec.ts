import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { signInThroughForm, type NewAccount } from '../support/accounts.ts';
import { createVerifiedKabadi, demoAdmin, signInAsAdmin } from '../support/admin.ts';
import { expectFitsPhoneAndAccessible, expectNoSideScroll, openAreaMenu, phone, phonePage, tinyPdf, tinyPng, toast } from '../support/dealer-business.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

/**
 * Issue 28, the defects a new dealer met, each shown fixed in Chromium 360 px wide: one menu in
 * the dealer area, toasts below the bar (never over its menu button), an area the dealer must
 * choose, the spec's texts for what a price or area save did, the admin console in a frame of its
 * own, and the dealer's picture on their marketplace page.
 */

/** Kota pincodes the seed and the other journeys leave alone. */
const kotaPincodes = ['324005', '324006'] as const;

/** The bar at the top of the page. */
const bar = (page: Page): Locator => page.getByRole('banner');

/** The two boxes share no pixel. */
async function expectApart(a: Locator, b: Locator): Promise<void> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('not on screen');
  const overlaps =
    first.x < second.x + second.width && second.x < first.x + first.width && first.y < second.y + second.height && second.y < first.y + first.height;
  expect(overlaps, `${JSON.stringify(first)} over ${JSON.stringify(second)}`).toBe(false);
}

/** A toast is on screen, below the bar, and the menu button can still be pressed. */
async function expectToastClearOfMenu(page: Page, text: string, menuButton: Locator): Promise<void> {
  const shown = toast(page, text).first();
  await expect(shown).toBeVisible();
  await expectApart(shown, menuButton);
  const [toastBox, barBox] = [await shown.boundingBox(), await bar(page).boundingBox()];
  expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual((barBox?.y ?? 0) + (barBox?.height ?? 0));
  // Playwright's actionability check: the point it would press is the button's own, not the toast's.
  await menuButton.click({ trial: true, timeout: 3000 });
}

/** Searches a pincode on the areas page and answers the area select (its first real choice too). */
async function searchArea(page: Page, pincode: string): Promise<{ select: Locator; firstArea: string }> {
  await page.getByLabel('Pincode', { exact: true }).fill(pincode);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const select = page.getByLabel('Area', { exact: true });
  await expect(select).toBeVisible();
  const values = await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const firstArea = values.find((value) => value !== '');
  if (!firstArea) throw new Error(`no post office in ${pincode}`);
  return { select, firstArea };
}

/** The demo admin's headers for the console's API. */
async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const signedIn = await request.post('/v3/api/sign_in/admin/', { data: { email: demoAdmin.email, password: demoAdmin.password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return { authorization: `Bearer ${((await signedIn.json()) as AuthRecord).tokens.access}` };
}

test.describe('the defects a new dealer met, fixed (issue 28)', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  test.use({ viewport: phone });

  let dealer: { account: NewAccount; auth: AuthRecord };
  let page: Page;

  test.beforeAll(async ({ browser, request }) => {
    dealer = await createVerifiedKabadi(request, 'defects-dealer');
    page = await phonePage(browser);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('the dealer area shows one menu on a phone: its own, in its own bar, with the public pages inside', async () => {
    await signInThroughForm(page, 'Dealer', dealer.account.email, dealer.account.password);
    await expect(page).toHaveURL(/\/dealer\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

    await expect(page.getByRole('banner')).toHaveCount(1);
    const buttons = bar(page).getByRole('button');
    await expect(buttons).toHaveCount(1);
    await expect(buttons).toHaveAccessibleName('Dealer menu');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'SIGN IN' })).toHaveCount(0);
    await expectFitsPhoneAndAccessible(page);

    const menu = await openAreaMenu(page);
    await expect(menu.getByRole('link', { name: 'Settings', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
    // The public pages are in the same drawer, after the dealer's own entries.
    await expect(menu.getByRole('link', { name: 'SELL', exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/dealer\/settings$/);
    await expect(page.getByRole('dialog', { name: 'Dealer menu' })).toBeHidden();
  });

  test("the area dropdown makes the dealer choose; the spec's texts say whether the pincodes were added or updated; toasts stay clear of the menu button", async () => {
    await page.getByRole('link', { name: 'Add Area Pincode' }).click();
    await expect(page).toHaveURL(/\/dealer\/settings\/addarea$/);
    const menuButton = bar(page).getByRole('button', { name: 'Dealer menu' });

    const [first, second] = kotaPincodes;
    const found = await searchArea(page, first);
    // Nothing is chosen for the dealer: the placeholder is, and the select is required.
    await expect(found.select).toHaveValue('');
    await expect(found.select.locator('option').first()).toHaveText('Choose your area');
    await expect(found.select).toHaveAttribute('required', '');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(dealerAreaMessages.areaRequired)).toBeVisible();
    await expect(page.locator('.areas__card')).toHaveCount(0);
    await expectFitsPhoneAndAccessible(page);

    // The dealer's first area: update_pincodes says not registered yet, add_pincodes registers them.
    await found.select.selectOption(found.firstArea);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToastClearOfMenu(page, messages.dealerSettings.pincodesAdded, menuButton);
    await expect(page.locator('.areas__card').filter({ hasText: found.firstArea })).toBeVisible();

    // The next one: update_pincodes takes it.
    const next = await searchArea(page, second);
    await expect(next.select).toHaveValue('');
    await next.select.selectOption(next.firstArea);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToastClearOfMenu(page, messages.dealerSettings.pincodesUpdated, menuButton);
    await expect(page.locator('.areas__card')).toHaveCount(2);
  });

  test("a price save says 'Successfully added' for a new price and 'Successfully updated' for a changed one", async () => {
    await page.goto('/dealer/settings/setprice');
    await page.getByRole('button', { name: 'Metal', exact: true }).click();
    await expect(page).toHaveURL(/\/dealer\/settings\/setprice\/editprice$/);
    const menuButton = bar(page).getByRole('button', { name: 'Dealer menu' });

    for (const [price, said] of [
      ['31', messages.dealerSettings.priceAdded],
      ['33.5', messages.dealerSettings.priceUpdated],
    ] as const) {
      await page.getByRole('button', { name: 'Set price of Iron' }).click();
      const form = page.getByRole('dialog', { name: 'Price of Iron' });
      await form.getByLabel('Pincode', { exact: true }).selectOption(kotaPincodes[0]);
      await form.getByLabel('Price (Rs per kg)').fill(price);
      await form.getByRole('checkbox', { name: /I accept the commission/ }).check();
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(form).toBeHidden();
      await expectToastClearOfMenu(page, said, menuButton);
      // 'Successfully added' is not a part of 'Successfully updated', nor the other way round.
      const other = said === messages.dealerSettings.priceAdded ? messages.dealerSettings.priceUpdated : messages.dealerSettings.priceAdded;
      await expect(toast(page, other)).toHaveCount(0);
      await page.getByRole('button', { name: 'Dismiss' }).first().click();
    }
  });

  test("the dealer's marketplace page shows their picture, sized, with its alt text, and their initial before they had one", async ({ request }) => {
    // Customers may see the dealer once an admin verified their documents (issue 28).
    const headers = { authorization: `Bearer ${dealer.auth.tokens.access}` };
    const [aadhaar, photo] = [tinyPdf('aadhaar.pdf'), tinyPng('photo.png')];
    const uploaded = await request.post(routes.addDocuments.path, {
      headers,
      multipart: { dealer_id: String(dealer.auth.id), Aadhar_card: aadhaar, Pic: photo },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const verified = await request.post(`/v3/admin/documents/${dealer.auth.id}/verify/`, { headers: await adminHeaders(request) });
    expect(verified.status(), await verified.text()).toBe(200);

    const pagePath = `/marketplace/${dealer.auth.id}/`;
    await page.goto(pagePath);
    await expect(page.getByRole('heading', { level: 1, name: dealer.account.username })).toBeVisible();
    await expect(page.getByRole('img', { name: `Picture of ${dealer.account.username}` })).toHaveCount(0);
    await expect(page.locator('.mp-hero__picture--none')).toHaveText('E');

    const picture = tinyPng('me.png');
    const changed = await request.post(`/v3/api/update-profilepic/dealer/${dealer.auth.id}/`, { headers, multipart: { ProfilePic: picture } });
    expect(changed.status(), await changed.text()).toBe(200);
    const pictureUrl = ((await changed.json()) as { ProfilePic: string }).ProfilePic;

    // Server-rendered: the picture is in the page's HTML, as the API gives pictures (an absolute URL).
    const html = await (await request.get(pagePath, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`src="${pictureUrl}"`);
    expect(pictureUrl).toMatch(/^https?:\/\//);

    await page.goto(pagePath);
    const shown = page.getByRole('img', { name: `Picture of ${dealer.account.username}` });
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute('src', pictureUrl);
    await expect(shown).toHaveAttribute('width', '96');
    await expect(shown).toHaveAttribute('height', '96');
    await expect.poll(() => shown.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expectNoSideScroll(page);
  });

  test('the admin console has its own bar: its name and Sign out, no SIGN IN, no public footer; one menu on a phone', async ({ browser }) => {
    const admin = await phonePage(browser);
    // Its sign-in page is under the console's bar already.
    await admin.goto('/admin/signin');
    await expect(bar(admin).getByRole('link', { name: 'Admin console' })).toBeVisible();
    await expect(admin.getByRole('link', { name: 'SIGN IN' })).toHaveCount(0);
    await expectFitsPhoneAndAccessible(admin);
    await signInAsAdmin(admin);
    const consoleBar = bar(admin);
    await expect(consoleBar.getByRole('link', { name: 'Admin console' })).toBeVisible();
    await expect(consoleBar.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(admin.getByRole('link', { name: 'SIGN IN' })).toHaveCount(0);
    await expect(admin.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(admin.getByRole('contentinfo')).toHaveCount(0);
    await expect(consoleBar.getByRole('button')).toHaveCount(2);
    await expectFitsPhoneAndAccessible(admin);

    const menu = await openAreaMenu(admin, 'Admin menu');
    await expect(menu.getByRole('link', { name: 'Dealer documents', exact: true })).toBeVisible();
    // Only the console's pages: no public ones, no second way out.
    await expect(menu.getByRole('link', { name: 'SELL', exact: true })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Dealer documents', exact: true }).click();
    await expect(admin).toHaveURL(/\/admin\/documents$/);
    await expect(bar(admin).getByRole('link', { name: 'Admin console' })).toBeVisible();

    await bar(admin).getByRole('button', { name: 'Sign out' }).click();
    await expect(admin).toHaveURL(/\/admin\/signin$/);
    expect(await admin.evaluate(() => window.localStorage.getItem('kt.auth'))).toBeNull();
    await admin.context().close();
  });

  test('on a public page too, a toast appears below the bar, never over the menu button', async ({ browser }) => {
    const visitor = await phonePage(browser);
    await visitor.goto('/sell');
    const categories = visitor.locator('main').getByRole('button', { name: 'Metal', exact: true });
    await categories.first().click();
    const shown = toast(visitor, messages.general.enterPincode);
    await expect(shown).toBeVisible();
    await expectApart(shown, bar(visitor).getByRole('button', { name: 'Open menu' }));
    await visitor.context().close();
  });
});
