import { expect, test, type Browser, type Download, type Page } from '@playwright/test';
import { messages } from '@kt/contract/messages';
import { demo, fillSignIn } from '../support/accounts.ts';
import { phone } from '../support/dealer-business.ts';
import { startOwnServer, startTimeoutMs, stopServer, type Started } from '../support/own-server.ts';

/**
 * Issue 28 (spec 1, who buys from whom) in Chromium at 360 px: the demo Kabadi sells 200 kg of
 * iron to the demo Recycler of its pincode from its dealer area, with the customer's price card,
 * cart and checkout; the Recycler sees the pickup like any other, accepts it and completes it at
 * the door with the Kabadi's code; both receipts (page and PDF) name the Kabadi as the seller.
 * A server of its own: completing changes the site-wide figures other journeys read.
 */

const kabadiName = 'Ramesh Kabadiwala';
const recyclerName = 'Taj Recycling Industries';
const item = 'Iron';
const kg = '200';

let server: Started | undefined;
let kabadiPage: Page;
let recyclerPage: Page;
let orderNumber = '';

async function signedInDealer(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: (server as Started).baseUrl, viewport: phone, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto('/signin');
  await fillSignIn(page, 'Dealer', email, demo.password);
  await expect(page).toHaveURL(/\/dealer\/home$/);
  return page;
}

function orderCard(page: Page, number: string) {
  return page.locator('article.order-card').filter({ has: page.getByRole('heading', { name: `Order ${number}` }) });
}

async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(phone.width);
}

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The code on the seller's card of an Accepted sale ('' while none is shown). */
async function sellersCode(number: string): Promise<string> {
  await kabadiPage.goto('/dealer/sell/pickups');
  const codePanel = kabadiPage.getByRole('region', { name: `Pickup code, order ${number}` });
  await expect(codePanel).toBeVisible();
  const shown = codePanel.locator('.pickup-code__code');
  if ((await shown.count()) === 0) return '';
  // Issue 28: the card shows what was weighed before the code; giving the code agrees to it.
  await expect(codePanel.getByTestId('proposed-weights')).toContainText(`${kg} kg`);
  return ((await shown.textContent()) ?? '').replace(/\D/g, '');
}

/**
 * The pickup at the door through the screens as issue 28 leaves them: the Recycler weighs and
 * sends the weights, the Kabadi's sales card shows them and only then the code (none before),
 * the Recycler types the code, chooses Cash and completes. Kept in one function so the journey
 * follows a later change of that flow by changing this only.
 */
async function completeAtTheDoor(number: string) {
  expect(await sellersCode(number)).toBe('');
  await recyclerPage.goto('/dealer/pickup');
  await recyclerPage.getByRole('link', { name: `Complete pickup of order ${number}` }).click();
  await expect(recyclerPage).toHaveURL(new RegExp(`/dealer/pickup/${number}/complete$`));
  await recyclerPage.getByLabel(new RegExp(`^${item}, Rs`)).fill(kg);
  await recyclerPage.getByRole('button', { name: /^Send weights/ }).click();
  const code = await sellersCode(number);
  expect(code).toMatch(/^\d{4}$/);
  await recyclerPage.getByLabel(/4-digit code/).fill(code);
  await recyclerPage.getByRole('radio', { name: 'Cash' }).check();
  await recyclerPage.getByRole('button', { name: 'Complete pickup' }).click();
  await expect(recyclerPage.getByRole('heading', { name: 'Pickup completed' })).toBeVisible();
}

test.describe('a Kabadi dealer sells on to a Recycler', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(startTimeoutMs + 60_000);
    server = await startOwnServer({ env: 'test', extraEnv: { RATE_LIMIT_SCALE: '20' } });
    kabadiPage = await signedInDealer(browser, demo.kabadi);
    recyclerPage = await signedInDealer(browser, demo.recycler);
  });

  test.afterAll(async () => {
    await kabadiPage?.context().close();
    await recyclerPage?.context().close();
    if (server) await stopServer(server);
  });

  test('the Kabadi sells 200 kg of iron from its dealer area: sell page, cart, checkout', async () => {
    // The entry on its dashboard (a Recycler has none: it does not sell on).
    const entry = kabadiPage.getByRole('region', { name: 'Sell to recyclers' });
    await entry.getByRole('link', { name: 'Sell to recyclers' }).click();
    await expect(kabadiPage).toHaveURL(/\/dealer\/sell$/);
    await expect(kabadiPage.getByLabel('Sell from your area')).toHaveValue('282001');

    // Only what Recyclers buy is on offer: the Kabadi's own and the Collector's prices are not.
    const cards = kabadiPage.locator('article.price-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasText: kabadiName })).toHaveCount(0);
    await expect(cards.filter({ hasText: 'Agra Scrap Collectors' })).toHaveCount(0);
    const iron = cards.filter({ has: kabadiPage.getByRole('heading', { name: item, exact: true }) }).filter({ hasText: recyclerName });
    await iron.getByLabel(/^Quantity/).fill(kg);
    await iron.getByRole('button', { name: 'Add to cart' }).click();
    await expect(kabadiPage.locator('.toast').filter({ hasText: messages.orders.addedToCart }).first()).toBeVisible();
    await fitsThePhone(kabadiPage);

    await kabadiPage.getByRole('link', { name: 'Cart 1 item' }).click();
    await expect(kabadiPage).toHaveURL(/\/dealer\/sell\/cart$/);
    await expect(kabadiPage.getByRole('row').filter({ hasText: item })).toBeVisible();
    await kabadiPage.getByRole('button', { name: 'Next', exact: true }).click();
    await kabadiPage.getByLabel('First name').fill('Ramesh');
    await kabadiPage.getByLabel('Last name').fill('Kumar');
    await kabadiPage.getByLabel('Phone', { exact: true }).fill('9897012345');
    await kabadiPage.getByLabel('House/flat').fill('Godown 3, Loha Mandi');
    await kabadiPage.getByLabel('Address', { exact: true }).fill('Near the railway crossing');
    await kabadiPage.getByLabel('City').fill('Agra');
    await kabadiPage.getByLabel('State').fill('Uttar Pradesh');
    await kabadiPage.getByLabel('Pickup time').selectOption('8am - 1pm');
    await kabadiPage.getByRole('button', { name: 'Next', exact: true }).click();
    await fitsThePhone(kabadiPage);
    await kabadiPage.getByRole('button', { name: 'Check out' }).click();
    const thanks = kabadiPage.getByRole('dialog', { name: 'Thanks' });
    await expect(thanks).toContainText(messages.orders.pickupPlaced);
    orderNumber = /KTO\d{8}/.exec((await thanks.textContent()) ?? '')?.[0] ?? '';
    expect(orderNumber).not.toBe('');
    await thanks.getByRole('button', { name: 'Sell again' }).click();
    await expect(kabadiPage).toHaveURL(/\/dealer\/sell$/);

    // The order messages link the customer's pickups: a dealer lands on their sales.
    await kabadiPage.goto('/sell/user/pickup');
    await expect(kabadiPage).toHaveURL(/\/dealer\/sell\/pickups$/);
    await expect(orderCard(kabadiPage, orderNumber).locator('.status-pill')).toHaveText('New');
    await expect(orderCard(kabadiPage, orderNumber)).toContainText(recyclerName);
    await fitsThePhone(kabadiPage);
  });

  test("the Recycler sees the pickup like any other, accepts it and completes it with the Kabadi's code", async () => {
    await expect(recyclerPage.getByRole('region', { name: 'Sell to recyclers' })).toHaveCount(0);
    await recyclerPage.goto('/dealer/pickup');
    const card = orderCard(recyclerPage, orderNumber);
    await expect(card).toContainText(kabadiName.split(' ')[0] ?? kabadiName);
    await card.getByRole('button', { name: `Accept order ${orderNumber}` }).click();
    await expect(card.locator('.status-pill')).toHaveText('Accepted');

    await completeAtTheDoor(orderNumber);
    await recyclerPage.goto('/dealer/pickup');
    await expect(orderCard(recyclerPage, orderNumber).locator('.status-pill')).toHaveText('Completed');
    await kabadiPage.reload();
    await expect(orderCard(kabadiPage, orderNumber).locator('.status-pill')).toHaveText('Completed');
  });

  test('both receipts, page and PDF, name the Kabadi as the seller', async () => {
    const seller = new RegExp(`${kabadiName} \\(KTD\\d+\\), Kabadiwala`);
    for (const page of [kabadiPage, recyclerPage]) {
      await page.goto(`/receipt/${orderNumber}`);
      const sheet = page.locator('article.receipt');
      await expect(sheet).toContainText(orderNumber);
      await expect(sheet.locator('dd').filter({ hasText: seller })).toBeVisible();
      await expect(sheet).toContainText(recyclerName);
      await fitsThePhone(page);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
      expect(download.suggestedFilename()).toContain(orderNumber);
      const pdf = await bytesOf(download);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  test("the Kabadi's 'Paid to you' shows the sale; the Recycler's wallet history names the Kabadi as the seller", async () => {
    await kabadiPage.goto('/dealer/sell/pickups');
    await kabadiPage.getByRole('link', { name: 'Paid to you' }).click();
    await expect(kabadiPage).toHaveURL(/\/dealer\/sell\/paid$/);
    await expect(kabadiPage.getByRole('row').filter({ hasText: orderNumber })).toContainText(recyclerName);
    await fitsThePhone(kabadiPage);

    await recyclerPage.goto('/dealer/wallet/wallethistory');
    await expect(recyclerPage.getByRole('row').filter({ hasText: orderNumber })).toContainText(new RegExp(`${kabadiName} \\(KTD\\d+\\), Kabadiwala`));
  });
});
