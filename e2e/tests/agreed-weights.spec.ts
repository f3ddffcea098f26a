import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { demo, fillSignIn, newAccount, registerCustomerByApi, verifyByApi, type NewAccount } from '../support/accounts.ts';
import { expectNoSideScroll, phone } from '../support/dealer-business.ts';
import { placeOrderByApi, priceListByApi, setOrderStatusByApi, signInByApi } from '../support/orders.ts';
import { startOwnServer, startTimeoutMs, stopServer, type Started } from '../support/own-server.ts';

/**
 * Issue 28 at 360 px, weights the customer agrees to and UPI with a reference: the dealer enters
 * the weights at the door, the customer's pickup card (which refreshes by itself) shows them with
 * the rate and total and only then the code; a change of the weights shows new ones with a new
 * code, and the old code no longer completes. A customer with a saved UPI ID is paid by UPI: the
 * dealer's phone shows the upi://pay link and QR for the exact total, the dealer enters the UTR,
 * and both receipts show it with the photo of the scale. A server of its own: completing changes
 * the site-wide figures other journeys read.
 */

let server: Started | undefined;
let api: APIRequestContext;
let customerPage: Page;
let dealerPage: Page;
let customer: AuthRecord;
let kabadi: AuthRecord;
let itemName: string;
let account: NewAccount;
const vpa = 'door.customer@okaxis';
const utr = '412345678901';
/** A real 1×1 PNG: the scale's photo as a phone's camera would send a picture. */
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

async function signedInPage(browser: Browser, as: 'Customer' | 'Dealer', email: string, password: string, landing: RegExp): Promise<Page> {
  const context = await browser.newContext({ baseURL: (server as Started).baseUrl, viewport: phone });
  const page = await context.newPage();
  await page.goto('/signin');
  await fillSignIn(page, as, email, password);
  await expect(page).toHaveURL(landing);
  return page;
}

/** A new order of the demo kabadi's first price in 282001, accepted. */
async function acceptedOrder(): Promise<string> {
  const [entry] = (await priceListByApi(api, '282001')).filter((price) => price.dealer === kabadi.id);
  if (!entry) throw new Error('the seed has no price of the kabadi in 282001');
  itemName = entry.subcategory_name;
  const orderNumber = await placeOrderByApi(api, customer, [entry]);
  await setOrderStatusByApi(api, kabadi, orderNumber, 'Accepted');
  return orderNumber;
}

function codePanelOf(orderNumber: string) {
  return customerPage.getByRole('region', { name: `Pickup code, order ${orderNumber}` });
}

/** The code the customer's card shows once it has refreshed to `weight`. */
async function codeShownWith(orderNumber: string, weight: string): Promise<string> {
  const panel = codePanelOf(orderNumber);
  await expect(panel.getByTestId('proposed-weights')).toContainText(`${weight} kg`, { timeout: 25_000 });
  await expect(panel.locator('.pickup-code__code')).toHaveText(/^\d{4}$/);
  return ((await panel.locator('.pickup-code__code').textContent()) ?? '').trim();
}

async function openCompletion(orderNumber: string) {
  await dealerPage.goto('/dealer/pickup');
  await dealerPage.getByRole('link', { name: `Complete pickup of order ${orderNumber}` }).click();
  await expect(dealerPage).toHaveURL(new RegExp(`/dealer/pickup/${orderNumber}/complete$`));
}

async function sendWeights(weight: string) {
  await dealerPage.getByLabel(new RegExp(`^${itemName}, Rs`)).fill(weight);
  await dealerPage.getByRole('button', { name: 'Send weights to the customer' }).click();
  await expect(dealerPage.getByLabel(/4-digit code/)).toBeVisible();
  await expect(dealerPage.getByTestId('proposed-weights')).toContainText(`${weight} kg`);
}

test.describe('weights the customer agrees to, and UPI with a reference', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test.beforeAll(async ({ browser, playwright }) => {
    test.setTimeout(startTimeoutMs + 90_000);
    server = await startOwnServer({ env: 'test', extraEnv: { RATE_LIMIT_SCALE: '20' } });
    api = await playwright.request.newContext({ baseURL: server.baseUrl });
    account = newAccount('weights-customer');
    await registerCustomerByApi(api, account);
    await verifyByApi(api, account.email);
    customer = await signInByApi(api, 'customer', account.email, account.password);
    kabadi = await signInByApi(api, 'dealer', demo.kabadi, demo.password);
    customerPage = await signedInPage(browser, 'Customer', account.email, account.password, /\/sell/);
    dealerPage = await signedInPage(browser, 'Dealer', demo.kabadi, demo.password, /\/dealer\/home$/);
  });

  test.afterAll(async () => {
    await customerPage?.context().close();
    await dealerPage?.context().close();
    await api?.dispose();
    if (server) await stopServer(server);
  });

  test('the weights are shown before the code; a change shows new weights with a new code, and the old code is refused', async () => {
    const orderNumber = await acceptedOrder();
    await customerPage.goto('/sell/user/pickup');
    const panel = codePanelOf(orderNumber);
    await expect(panel).toContainText('The code appears here once the dealer has weighed your items.');
    await expect(panel.locator('.pickup-code__code')).toHaveCount(0);
    await expectNoSideScroll(customerPage);

    await openCompletion(orderNumber);
    // No code field before the weights.
    await expect(dealerPage.getByLabel(/4-digit code/)).toHaveCount(0);
    await sendWeights('2.35');
    const firstCode = await codeShownWith(orderNumber, '2.35');
    await expect(panel.getByTestId('proposed-total')).toContainText('₹');
    await expectNoSideScroll(customerPage);

    // The dealer changes the weights: the card shows the new ones and a new code.
    await dealerPage.getByRole('button', { name: 'Change the weights' }).click();
    await expect(dealerPage.getByText('Changing the weights gives the customer a new code')).toBeVisible();
    await sendWeights('3.15');
    const secondCode = await codeShownWith(orderNumber, '3.15');
    await expect(panel).toContainText('The dealer changed the weights');
    await expectNoSideScroll(customerPage);

    await dealerPage.getByRole('radio', { name: 'Cash' }).check();
    if (secondCode !== firstCode) {
      await dealerPage.getByLabel(/4-digit code/).fill(firstCode);
      await dealerPage.getByRole('button', { name: 'Complete pickup' }).click();
      await expect(dealerPage.getByText(/^Wrong code: \d tries left\.$/).first()).toBeVisible();
    }
    await dealerPage.getByLabel(/4-digit code/).fill(secondCode);
    await dealerPage.getByRole('button', { name: 'Complete pickup' }).click();
    await expect(dealerPage.getByRole('heading', { name: 'Pickup completed' })).toBeVisible();
    await expectNoSideScroll(dealerPage);

    await dealerPage.getByRole('link', { name: 'Open the receipt' }).click();
    await expect(dealerPage.getByRole('table', { name: 'Items weighed at the door' })).toContainText('3.15 kg');
  });

  test('a customer with a saved UPI ID is paid by UPI: link and QR on the dealer’s phone, the UTR on both receipts with the scale’s photo', async () => {
    // The customer saves a UPI ID in their profile.
    await customerPage.goto('/sell/user/profile/profileedit');
    const upiField = customerPage.getByLabel('UPI ID (optional)');
    await expect(upiField).toBeEditable();
    await upiField.fill('not a upi id');
    await customerPage.getByRole('button', { name: 'Save' }).click();
    await expect(customerPage.getByText('Enter a UPI ID like name@bank')).toBeVisible();
    await upiField.fill(vpa);
    await customerPage.getByRole('button', { name: 'Save' }).click();
    await expect(customerPage).toHaveURL(/\/sell\/user\/profile$/);
    await expect(customerPage.getByRole('main')).toContainText(vpa);

    const orderNumber = await acceptedOrder();
    await customerPage.goto('/sell/user/pickup');
    await openCompletion(orderNumber);
    await dealerPage.getByLabel("Photo of the scale's reading (optional)").setInputFiles({ name: 'scale.png', mimeType: 'image/png', buffer: png });
    await sendWeights('1.25');
    const code = await codeShownWith(orderNumber, '1.25');
    await expect(codePanelOf(orderNumber).getByRole('img', { name: "Photo of the scale's reading" })).toBeVisible();
    const total = ((await codePanelOf(orderNumber).getByTestId('proposed-total').textContent()) ?? '').replace(/[^\d.]/g, '');

    await dealerPage.getByLabel(/4-digit code/).fill(code);
    await dealerPage.getByRole('radio', { name: 'UPI' }).check();
    const payLink = dealerPage.getByRole('link', { name: 'Pay with UPI app' });
    await expect(payLink).toHaveAttribute('href', new RegExp(`^upi://pay\\?pa=door\\.customer%40okaxis&pn=[^&]+&am=${total.replace('.', '\\.')}&cu=INR&tr=${orderNumber}&tn=${orderNumber}$`));
    await expect(dealerPage.locator('.upi-pay img')).toBeVisible();
    await expectNoSideScroll(dealerPage);
    const utrField = dealerPage.getByLabel('UTR (12 digits)');
    await utrField.fill('41234567890');
    await dealerPage.getByRole('button', { name: 'Complete pickup' }).click();
    await expect(dealerPage.getByText('Enter the 12-digit UTR shown in the UPI app after paying').first()).toBeVisible();
    await utrField.fill(utr);
    await dealerPage.getByRole('button', { name: 'Complete pickup' }).click();
    await expect(dealerPage.getByRole('heading', { name: 'Pickup completed' })).toBeVisible();

    for (const page of [dealerPage, customerPage]) {
      await page.goto(`/receipt/${orderNumber}`);
      await expect(page.getByText('UPI reference (UTR)')).toBeVisible();
      await expect(page.getByTestId('receipt-reference')).toHaveText(utr);
      await expect(page.getByRole('img', { name: "Photo of the scale's reading" })).toBeVisible();
      await expectNoSideScroll(page);
    }
  });
});
