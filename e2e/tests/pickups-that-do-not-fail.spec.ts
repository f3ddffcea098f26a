import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { indiaDate } from '@kt/contract/india-time';
import { addDays, earliestPickupDate, formatPickupDate } from '@kt/contract/orders/pickup-dates';
import { createVerifiedCustomer, demo, fillSignIn, type NewAccount } from '../support/accounts.ts';
import { phone } from '../support/dealer-business.ts';
import { placeOrderByApi, priceListByApi, setOrderStatusByApi, signInByApi } from '../support/orders.ts';

/**
 * Issue 28, pickups that do not silently fail, at 360 px: a New pickup its dealer leaves
 * unanswered is flagged on the customer's card and booked with another dealer in one step; an
 * Accepted pickup nobody came for is reported and moved to a new date the dealer accepts; the
 * dealer's pickup tabs have a Completed tab. Time: the development hooks run the flagging task at
 * a given instant (POST /dev/jobs/unanswered-pickups?at=&order=) and move a pickup to yesterday
 * (POST /dev/orders/pickup-date), as the reminders' journey runs its job for a date.
 */

const pincode = '282001';

async function signedInPage(browser: Browser, as: 'Customer' | 'Dealer', email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await page.goto('/signin');
  await fillSignIn(page, as, email, password);
  await expect(page).not.toHaveURL(/\/signin/);
  return page;
}

const orderCard = (page: Page, orderNumber: string) => page.getByRole('article', { name: `Order ${orderNumber}` });

/** A fresh customer's order of the Kabadi's newspaper and glass bottles in 282001 (the Collector buys newspaper only). */
async function kabadiOrder(api: APIRequestContext, label: string): Promise<{ account: NewAccount; customer: AuthRecord; orderNumber: string }> {
  const account = await createVerifiedCustomer(api, label);
  const customer = await signInByApi(api, 'customer', account.email, account.password);
  const kabadi = await signInByApi(api, 'dealer', demo.kabadi, demo.password);
  const prices = (await priceListByApi(api, pincode)).filter((entry) => entry.dealer === kabadi.id);
  const entries = ['Newspaper', 'Glass Bottles'].map((name) => {
    const entry = prices.find((candidate) => candidate.subcategory_name === name);
    if (!entry) throw new Error(`the Kabadi has no ${name} price in ${pincode}`);
    return entry;
  });
  return { account, customer, orderNumber: await placeOrderByApi(api, customer, entries) };
}

/**
 * The pickup at the door through the API (issue 28's flow): the dealer proposes the weights (as
 * ordered), the customer's code agrees to them, the dealer completes in cash.
 */
async function completeByApi(api: APIRequestContext, dealer: AuthRecord, customer: AuthRecord, orderNumber: string) {
  const dealerHeaders = { authorization: `Bearer ${dealer.tokens.access}` };
  const listed = (await (await api.get(`/api/dealer/confirm_orders/${dealer.id}/`, { headers: dealerHeaders })).json()) as {
    order_number: string;
    items: { subcategory_id: number; quantity: string }[];
  }[];
  const order = listed.find((candidate) => candidate.order_number === orderNumber);
  if (!order) throw new Error(`${orderNumber} is not on the dealer's first page`);
  const weighed = await api.post(`/api/order_weights/${orderNumber}/`, {
    headers: dealerHeaders,
    data: { items: order.items.map((item) => ({ subcategory_id: item.subcategory_id, weight_kg: item.quantity })) },
  });
  expect(weighed.status(), await weighed.text()).toBeLessThan(300);
  const code = await api.get(`/api/order_pickup_code/${orderNumber}/`, { headers: { authorization: `Bearer ${customer.tokens.access}` } });
  expect(code.status(), await code.text()).toBe(200);
  const completed = await api.post(`/api/order_complete/${orderNumber}/`, {
    headers: dealerHeaders,
    data: {
      code: ((await code.json()) as { code: string }).code,
      weights_version: ((await weighed.json()) as { weights_version: number }).weights_version,
      payment_method: 'cash',
    },
  });
  expect(completed.status(), await completed.text()).toBe(200);
}

/** Pages of 360 px are not wider than the screen. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

test.describe('pickups that do not silently fail', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an unanswered pickup is flagged on the card and booked with another dealer in one step', async ({ browser, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const { account, orderNumber } = await kabadiOrder(api, 'unanswered');
    const page = await signedInPage(browser, 'Customer', account.email, account.password);

    await page.goto('/sell/user/pickup');
    const card = orderCard(page, orderNumber);
    await expect(card.locator('.status-pill')).toHaveText('New');
    await expect(card.getByText('The dealer has not answered yet')).toHaveCount(0);

    // Two days on, far beyond 4 of the dealers' daytime hours: the task flags this order.
    const at = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
    const flagged = await api.post('/dev/jobs/unanswered-pickups', { params: { at, order: orderNumber } });
    expect(flagged.status(), await flagged.text()).toBe(200);
    expect(((await flagged.json()) as { flagged: number }).flagged).toBe(1);

    await page.reload();
    await expect(card.getByText('The dealer has not answered yet')).toBeVisible();
    await expectNoSideScroll(page);
    await card.getByRole('button', { name: `Book order ${orderNumber} with another dealer` }).click();
    const dialog = page.getByRole('dialog', { name: 'Book with another dealer' });
    const collector = dialog.getByRole('radio', { name: /Agra Scrap Collectors/ });
    await expect(collector).toBeVisible();
    await expect(dialog.getByText(/Does not buy: Glass Bottles/)).toBeVisible();
    await collector.check();
    await dialog.getByRole('button', { name: 'Book with this dealer' }).click();
    const toast = page.locator('.toast').filter({ hasText: /Booked as order/ });
    await expect(toast).toBeVisible();
    const newNumber = /Booked as order (KTO\d+)/.exec((await toast.textContent()) ?? '')?.[1] ?? '';
    expect(newNumber).toMatch(/^KTO\d+$/);

    await expect(card.locator('.status-pill')).toHaveText('Cancelled by Customer');
    const rebooked = orderCard(page, newNumber);
    await expect(rebooked.locator('.status-pill')).toHaveText('New');
    await expect(rebooked.getByText('Agra Scrap Collectors')).toBeVisible();
    await expect(rebooked.getByText('Newspaper')).toBeVisible();
    await expect(rebooked.getByText(`${formatPickupDate(earliestPickupDate())}, 1pm - 6pm`)).toBeVisible();
    await page.context().close();
    await api.dispose();
  });

  test('a missed pickup is reported with a new date, which the dealer accepts', async ({ browser, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const { account, orderNumber } = await kabadiOrder(api, 'no-show');
    const kabadi = await signInByApi(api, 'dealer', demo.kabadi, demo.password);
    await setOrderStatusByApi(api, kabadi, orderNumber, 'Accepted');
    // The pickup's day was yesterday: its slot is over and nobody came.
    const moved = await api.post('/dev/orders/pickup-date', { params: { order: orderNumber, date: addDays(indiaDate(), -1) } });
    expect(moved.status(), await moved.text()).toBe(200);

    const page = await signedInPage(browser, 'Customer', account.email, account.password);
    await page.goto('/sell/user/pickup');
    const card = orderCard(page, orderNumber);
    await card.getByRole('button', { name: `Report a missed pickup of order ${orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Nobody came' });
    const newDate = addDays(earliestPickupDate(), 1);
    await dialog.getByRole('radio', { name: /Move it to a new date/ }).check();
    await dialog.getByLabel('New date', { exact: true }).fill(newDate);
    await dialog.getByLabel('New slot').selectOption('8am - 1pm');
    await dialog.getByRole('button', { name: 'Send' }).click();
    const when = `${formatPickupDate(newDate)}, 8am - 1pm`;
    await expect(card.getByText(`You asked to move the pickup to ${when}. Waiting for the dealer to accept.`)).toBeVisible();
    await expectNoSideScroll(page);

    const dealerPage = await signedInPage(browser, 'Dealer', demo.kabadi, demo.password);
    await dealerPage.goto('/dealer/pickup');
    const dealerCard = orderCard(dealerPage, orderNumber);
    await expect(dealerCard.getByText(`The customer reports that nobody came and asks for ${when}.`)).toBeVisible();
    await expectNoSideScroll(dealerPage);
    await dealerCard.getByRole('button', { name: `Accept the new date of order ${orderNumber}` }).click();
    await expect(dealerCard.getByText(`${when}`, { exact: true })).toBeVisible();
    await expect(dealerCard.getByText('Reported: nobody came in the slot.')).toBeVisible();

    await page.reload();
    await expect(card.getByText(when, { exact: true })).toBeVisible();
    await expect(card.getByText(/Waiting for the dealer/)).toHaveCount(0);
    await page.context().close();
    await dealerPage.context().close();
    await api.dispose();
  });

  test("the dealer's pickup tabs have a Completed tab listing the completed pickups only", async ({ browser, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const { customer, orderNumber } = await kabadiOrder(api, 'completed-tab');
    const kabadi = await signInByApi(api, 'dealer', demo.kabadi, demo.password);
    await setOrderStatusByApi(api, kabadi, orderNumber, 'Accepted');
    await completeByApi(api, kabadi, customer, orderNumber);

    const dealerPage = await signedInPage(browser, 'Dealer', demo.kabadi, demo.password);
    await dealerPage.goto('/dealer/pickup');
    const completed = dealerPage.getByRole('tab', { name: /^Completed \(\d+\)$/ });
    await expect(completed).toBeVisible();
    await completed.click();
    await expect(completed).toHaveAttribute('aria-selected', 'true');
    await expect(orderCard(dealerPage, orderNumber).locator('.status-pill')).toHaveText('Completed');
    const pills = dealerPage.locator('.order-list .status-pill');
    const count = await pills.count();
    for (let i = 0; i < count; i += 1) await expect(pills.nth(i)).toHaveText('Completed');
    await dealerPage.getByRole('tab', { name: /^New \(\d+\)$/ }).click();
    await expect(orderCard(dealerPage, orderNumber)).toHaveCount(0);
    await expectNoSideScroll(dealerPage);
    await dealerPage.context().close();
    await api.dispose();
  });
});
