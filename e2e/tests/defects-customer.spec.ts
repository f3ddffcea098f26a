import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { messages } from '@kt/contract/messages';
import { pathTo } from '@kt/contract/http/path-to';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import * as routes from '@kt/contract/routes';
import { formatRupees } from '../../apps/web/src/lib/format.ts';
import { createVerifiedCustomer, demo, fillSignIn, fillSignupDetails, newAccount, type NewAccount } from '../support/accounts.ts';
import { demoAdmin } from '../support/admin.ts';
import { addPriceByApi, expectNoSideScroll, phone, tinyPng } from '../support/dealer-business.ts';
import { placeOrderByApi, priceListByApi, setOrderStatusByApi, signInByApi } from '../support/orders.ts';
import { startOwnServer, startTimeoutMs, stopServer } from '../support/own-server.ts';
import { newUserMessages } from '@kt/contract/new-user-messages';

/*
 * Issue 28, the defects a new user met, each shown fixed on a 360 px phone: the receipt's amounts
 * on screen, saved addresses at checkout, a typed kg in the cart, the rate (not the dealer's
 * commission) on sellers' price cards, the server's categories as the sell page's filter, the
 * sign-in tab that names the account's side, 'Paid to you' with its history, the vote's dialogs
 * one after the other, the pincode looked up without Tab, and 'Our Team' only with a team.
 */

const kabadiName = 'Ramesh Kabadiwala';

async function phonePageOf(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: phone });
  return context.newPage();
}

async function signedInPhone(browser: Browser, as: 'Customer' | 'Dealer', email: string, password: string, landing: RegExp): Promise<Page> {
  const page = await phonePageOf(browser);
  await page.goto('/signin');
  await fillSignIn(page, as, email, password);
  await expect(page).toHaveURL(landing);
  return page;
}

/** The element's right edge is on the phone's screen. */
async function expectOnScreen(locator: Locator, what: string): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0), `${what}: right edge`).toBeLessThanOrEqual(phone.width);
}

/**
 * The dealer side completes an Accepted order at the door, as issue 28 has it: weights proposed,
 * the customer's code that agrees to them, paid in cash. Answers the receipt's total.
 */
async function completeByApi(api: APIRequestContext, customer: AuthRecord, dealer: AuthRecord, orderNumber: string): Promise<string> {
  const dealerHeaders = { authorization: `Bearer ${dealer.tokens.access}` };
  const listed = await api.get(`/api/dealer/confirm_orders/${dealer.id}/`, { headers: dealerHeaders });
  expect(listed.status(), await listed.text()).toBe(200);
  const orders = (await listed.json()) as { order_number: string; items: { subcategory_id: number; quantity: string }[] }[];
  const order = orders.find((candidate) => candidate.order_number === orderNumber);
  if (!order) throw new Error(`${orderNumber} is not on the dealer's list`);
  const proposed = await api.post(pathTo(routes.proposeOrderWeights, { orderNumber }), {
    headers: dealerHeaders,
    data: { items: order.items.map((item) => ({ subcategory_id: item.subcategory_id, weight_kg: item.quantity })) },
  });
  expect(proposed.status(), await proposed.text()).toBeLessThan(300);
  const { weights_version: version } = (await proposed.json()) as { weights_version: number };
  const coded = await api.get(pathTo(routes.orderPickupCode, { orderNumber }), { headers: { authorization: `Bearer ${customer.tokens.access}` } });
  expect(coded.status(), await coded.text()).toBe(200);
  const { code } = (await coded.json()) as { code: string };
  const completed = await api.post(pathTo(routes.orderComplete, { orderNumber }), {
    headers: dealerHeaders,
    data: { code, weights_version: version, payment_method: 'cash' },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  return ((await completed.json()) as { total_amount: string }).total_amount;
}

test.describe('a completed pickup on a phone', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let account: NewAccount;
  let orderNumber: string;
  let total: string;

  test.beforeAll(async ({ request }) => {
    account = await createVerifiedCustomer(request, 'receipt');
    const customer = await signInByApi(request, 'customer', account.email, account.password);
    const kabadi = await signInByApi(request, 'dealer', demo.kabadi, demo.password);
    const entries = (await priceListByApi(request, '282001')).filter((entry) => entry.dealer === kabadi.id).slice(0, 3);
    expect(entries.length).toBeGreaterThan(0);
    orderNumber = await placeOrderByApi(request, customer, entries);
    await setOrderStatusByApi(request, kabadi, orderNumber, 'Accepted');
    total = await completeByApi(request, customer, kabadi, orderNumber);
  });

  test("1: the receipt's Amount column and total are on screen at 360 px, the customer's and the dealer's", async ({ browser }) => {
    const sides = [
      await signedInPhone(browser, 'Customer', account.email, account.password, /\/sell/),
      await signedInPhone(browser, 'Dealer', demo.kabadi, demo.password, /\/dealer\/home$/),
    ];
    for (const page of sides) {
      await page.goto(`/receipt/${orderNumber}`);
      const table = page.getByRole('table', { name: 'Items weighed at the door' });
      await expect(table).toBeVisible();
      const totalCell = table.locator('tfoot td').last();
      await expect(totalCell).toHaveText(formatRupees(total));
      await expectOnScreen(totalCell, 'the total');
      for (const amount of await table.locator('tbody tr td:last-child').all()) await expectOnScreen(amount, 'an item amount');
      // Nothing scrolls sideways: neither the page nor the table's box.
      await expectNoSideScroll(page);
      const hidden = await page.locator('.receipt__table-wrap').evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth);
      expect(hidden).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  });

  test("7: the customer's wallet says 'Paid to you' with the history, and offers no transfer", async ({ browser }) => {
    const page = await signedInPhone(browser, 'Customer', account.email, account.password, /\/sell/);
    await page.goto('/sell/user/wallet');
    await expect(page.getByRole('heading', { name: 'Paid to you' })).toBeVisible();
    await expect(page.getByText(formatRupees(total), { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Wallet balance')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Transfer Amount' })).toHaveCount(0);
    const history = page.getByRole('table', { name: 'Wallet history' });
    const row = history.getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toContainText(kabadiName);
    await expectOnScreen(row.locator('td.wallet__num'), 'the amount paid');
    await expectNoSideScroll(page);
    await page.context().close();
  });
});

test('2, 3, 4: the cart takes a typed kg; checkout offers the saved addresses, the default first; sellers see the rate', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createVerifiedCustomer(request, 'addresses');
  const customer = await signInByApi(request, 'customer', account.email, account.password);
  // The sign-up's address is the default; a second one is saved in the address book.
  const saved = await request.post(routes.postAddress.path, {
    headers: { authorization: `Bearer ${customer.tokens.access}` },
    data: {
      phone_number: '9812300011',
      address: 'Shop 3, Kinari Bazar',
      address_area: 'Rawatpara',
      landmark: 'Near the Jama Masjid',
      city: 'Agra',
      state: 'Uttar Pradesh',
      pincode: '282001',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const kabadi = await signInByApi(request, 'dealer', demo.kabadi, demo.password);
  const [entry] = (await priceListByApi(request, '282001')).filter((candidate) => candidate.dealer === kabadi.id);
  if (!entry) throw new Error('the seed has no price of the kabadi in 282001');

  const page = await signedInPhone(browser, 'Customer', account.email, account.password, /\/sell/);
  await page.evaluate(() => {
    window.localStorage.setItem('kt.pincode', JSON.stringify('282001'));
    document.cookie = 'kt_pincode=282001; path=/';
  });
  await page.goto('/sell/sellitem');

  // 4: the seller's card shows the rate they are paid, not the dealer's GST and commission.
  const card = page
    .locator('article.price-card')
    .filter({ has: page.getByRole('heading', { name: entry.subcategory_name, exact: true }) })
    .filter({ hasText: kabadiName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('The dealer pays you this rate at the door');
  await expect(page.locator('article.price-card').filter({ hasText: /commission|GST/ })).toHaveCount(0);
  await card.getByLabel(/^Quantity/).fill('3');
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('.toast').filter({ hasText: messages.orders.addedToCart })).toBeVisible();

  // 3: the kg is typed, with decimals; a refused one says why and is put back.
  await page.goto('/sell/cart');
  const kg = page.getByLabel(`Quantity of ${entry.subcategory_name} in kg`);
  await expect(kg).toHaveValue('3');
  await kg.fill('2.5');
  const row = page.getByRole('row').filter({ hasText: entry.subcategory_name });
  await expect(row).toContainText(formatRupees((Number(entry.price) * 2.5).toFixed(2)));
  await kg.fill('0.5');
  await expect(page.getByRole('button', { name: `Decrease ${entry.subcategory_name}` })).toBeDisabled();
  await page.getByRole('button', { name: `Increase ${entry.subcategory_name}` }).click();
  await expect(kg).toHaveValue('1.5');
  await kg.fill('2.345');
  await expect(row.getByRole('alert')).toHaveText(newUserMessages.cartQuantityInvalid);
  await kg.blur();
  await expect(kg).toHaveValue('1.5');
  await kg.fill('12.75');
  await expectNoSideScroll(page);

  // 2: the saved addresses, the default first; picking one fills the form, which stays editable.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const picker = page.getByRole('group', { name: 'Pick up from a saved address' });
  await expect(picker).toBeVisible();
  const choices = picker.getByRole('radio');
  await expect(choices).toHaveCount(3);
  await expect(picker.locator('label').first()).toContainText('(default)');
  await picker.locator('label').filter({ hasText: 'Kinari Bazar' }).click();
  await expect(page.getByLabel('House/flat')).toHaveValue('Shop 3, Kinari Bazar');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('Rawatpara, Near the Jama Masjid');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('9812300011');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Agra');
  await page.getByLabel('House/flat').fill('Shop 3A, Kinari Bazar');
  await page.getByLabel('Pickup time').selectOption('1pm - 6pm');
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Shop 3A, Kinari Bazar')).toBeVisible();
  await page.getByRole('button', { name: 'Check out' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thanks' });
  await expect(thanks).toContainText(messages.orders.pickupPlaced);
  const orderNumber = /KTO\d{8}/.exec((await thanks.textContent()) ?? '')?.[0] ?? '';
  expect(orderNumber).not.toBe('');
  const listed = await request.get(`/api/dealer/confirm_orders/${kabadi.id}/`, { headers: { authorization: `Bearer ${kabadi.tokens.access}` } });
  const placed = ((await listed.json()) as { order_number: string; items: { quantity: string }[] }[]).find(
    (order) => order.order_number === orderNumber,
  );
  expect(Number(placed?.items[0]?.quantity)).toBe(12.75);
  await page.context().close();
});

test("4: the dealer's price pages show the commission", async ({ browser }) => {
  const page = await signedInPhone(browser, 'Dealer', demo.kabadi, demo.password, /\/dealer\/home$/);
  await page.goto('/dealer/settings/setprice/editprice/pricelist');
  await expect(page.getByText(/^Platform commission: 1% of what you pay for each kg/)).toBeVisible();
  await expectNoSideScroll(page);
  await page.context().close();
});

// A category is the whole site's: on a server of its own, so the other journeys' catalogue stays the seed's.
test("5: a category an admin adds is a filter of the sell page, with the prices set in it", async ({ browser, playwright }) => {
  test.setTimeout(startTimeoutMs + 60_000);
  const server = await startOwnServer({ env: 'test' });
  const request = await playwright.request.newContext({ baseURL: server.baseUrl });
  try {
    const admin = await request.post('/v3/api/sign_in/admin/', { data: { email: demoAdmin.email, password: demoAdmin.password } });
    const adminHeaders = { authorization: `Bearer ${((await admin.json()) as AuthRecord).tokens.access}` };
    const picture = tinyPng('books.png');
    const name = `Old Books ${Date.now() % 100_000}`;
    const category = await request.post(adminRoutes.adminAddCategory.path, {
      headers: adminHeaders,
      multipart: { name, image: { name: picture.name, mimeType: picture.mimeType, buffer: picture.buffer } },
    });
    expect(category.status(), await category.text()).toBe(201);
    const { id: categoryId } = (await category.json()) as { id: number };
    const subcategory = await request.post(pathTo(adminRoutes.adminAddSubcategory, { id: categoryId }), {
      headers: adminHeaders,
      multipart: { name: 'School books', image: { name: picture.name, mimeType: picture.mimeType, buffer: picture.buffer } },
    });
    expect(subcategory.status(), await subcategory.text()).toBe(201);
    const { id: subcategoryId } = (await subcategory.json()) as { id: number };
    const kabadi = await signInByApi(request, 'dealer', demo.kabadi, demo.password);
    await addPriceByApi(request, kabadi, { subcategory: subcategoryId, pincode: '282001', price: '9.50' });

    const page = await (await browser.newContext({ baseURL: server.baseUrl, viewport: phone })).newPage();
    await page.addInitScript(() => window.localStorage.setItem('kt.pincode', JSON.stringify('282001')));
    await page.goto('/sell/sellitem');
    const tab = page.getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('article.price-card').filter({ has: page.getByRole('heading', { name: 'School books' }) })).toBeVisible();
    await expect(page.locator('article.price-card')).toHaveCount(1);
    // The choice is kept: a new visit opens on it, rendered so by the server.
    await page.reload();
    await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('article.price-card')).toHaveCount(1);
    await page.context().close();
  } finally {
    await request.dispose();
    await stopServer(server);
  }
});

test("6: signing in on the wrong tab names the account's side, not 'Signup first'", async ({ browser }) => {
  const page = await phonePageOf(browser);
  await page.goto('/signin');
  await fillSignIn(page, 'Dealer', demo.customer, demo.password);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(newUserMessages.customerAccountOnDealerTab);
  await expect(dialog).not.toContainText(messages.signIn.accountDoesNotExist);
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog).toBeHidden();
  await fillSignIn(page, 'Customer', demo.kabadi, demo.password);
  await expect(page.getByRole('dialog')).toContainText(newUserMessages.dealerAccountOnCustomerTab);
  await page.context().close();
});

// A vote is one per address, and every journey comes from 127.0.0.1: on a server of its own, so
// the poll journey of public-site.spec.ts still casts the first vote of its server.
test('8: the vote thanks first; the suggestion modal opens when the thanks are closed', async ({ browser }) => {
  test.setTimeout(startTimeoutMs + 60_000);
  const server = await startOwnServer({ env: 'test' });
  try {
    await voteThenSuggestion(await (await browser.newContext({ baseURL: server.baseUrl, viewport: phone })).newPage());
  } finally {
    await stopServer(server);
  }
});

async function voteThenSuggestion(page: Page) {
  await page.goto('/');
  const poll = page.getByRole('group', { name: 'Do you need a doorstep scrap pickup service?' });
  await poll.getByRole('button', { name: 'Yes', exact: true }).click();
  const thanks = page.getByRole('dialog', { name: 'Your Vote is Valuable' });
  const suggestion = page.getByRole('dialog', { name: 'Any suggestions for us?' });
  await expect(thanks).toBeVisible();
  await expect(suggestion).toHaveCount(0);
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(thanks).toBeHidden();
  await expect(suggestion).toBeVisible();
  await suggestion.getByRole('button', { name: 'Skip' }).click();
  await expect(suggestion).toBeHidden();
  await page.context().close();
}

test('9: the sign-up address step looks the pincode up as it is typed, without Tab', async ({ browser }) => {
  const page = await phonePageOf(browser);
  await page.goto('/signin/signup');
  await page.getByRole('link', { name: /^Customer/ }).click();
  await page.getByLabel('Customer type').selectOption('House');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await fillSignupDetails(page, newAccount('pincode'));
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByText(/Tab/)).toHaveCount(0);
  await page.getByLabel('Pincode', { exact: true }).pressSequentially('282001');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('Uttar Pradesh');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Agra');
  await expect(page.getByLabel('Pincode', { exact: true })).toBeFocused();
  await page.context().close();
});

test("10: the footer links 'Our Team' while a team is published", async ({ browser }) => {
  const page = await phonePageOf(browser);
  await page.goto('/faq');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Our Team', exact: true })).toHaveAttribute('href', '/#ourteam');
  await page.context().close();
});

test.describe('a site with no team published', () => {
  test("10: no 'Our Team' in the footer, in the server's HTML or after hydration", async ({ browser, playwright }) => {
    test.setTimeout(startTimeoutMs + 60_000);
    const server = await startOwnServer({ env: 'production' });
    try {
      const api = await playwright.request.newContext({ baseURL: server.baseUrl });
      const team = await api.get(routes.teamMembers.path);
      expect(await team.json()).toEqual([]);
      for (const path of ['/', '/faq']) {
        const html = await (await api.get(path, { headers: { accept: 'text/html' } })).text();
        expect(html, path).toContain('Our Vision');
        expect(html, path).not.toContain('/#ourteam');
      }
      await api.dispose();
      const context = await browser.newContext({ baseURL: server.baseUrl, viewport: phone });
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Our Vision', exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Our Team', exact: true })).toHaveCount(0);
      await context.close();
    } finally {
      await stopServer(server);
    }
  });
});
