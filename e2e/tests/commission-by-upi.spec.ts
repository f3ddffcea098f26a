import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { CommissionStatement } from '@kt/contract/commission/commission';
import { commissionStatementNumber } from '@kt/contract/commission/commission-rules';
import { pathTo } from '@kt/contract/http/path-to';
import { indiaMonth } from '@kt/contract/india-time';
import { toHundredths } from '@kt/contract/money';
import { buildUpiLink } from '@kt/contract/payments/upi';
import * as routes from '@kt/contract/routes';
import { demo, fillSignIn } from '../support/accounts.ts';
import { demoAdmin } from '../support/admin.ts';
import { expectFitsPhoneAndAccessible, phone, toast } from '../support/dealer-business.ts';
import { placeOrderByApi, priceListByApi, setOrderStatusByApi, signInByApi } from '../support/orders.ts';
import { startOwnServer, startTimeoutMs, stopServer, type Started } from '../support/own-server.ts';
import { commissionMessages } from '@kt/contract/commission/commission-messages';

/**
 * Issue 28 in Chromium at 360 px: the demo kabadi completes a pickup, opens the month's commission
 * statement from the wallet, sees the UPI link and QR to the platform's UPI ID (the seed's example)
 * for the exact commission with the statement number as the reference, submits the UTR; the admin
 * verifies it in the console, and the dealer sees it verified. A server of its own: completing
 * changes the site-wide figures other journeys read.
 */

let server: Started | undefined;
let api: APIRequestContext;

/** The seed's EXAMPLE platform UPI ID and payee name (apps/server/src/seed/seed-data.ts). */
const platformUpi = { vpa: 'kabaditechno.example@okaxis', name: 'Kabadi Techno' };
const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

async function signedInPage(browser: Browser, as: 'Customer' | 'Dealer', email: string, password: string, landing: RegExp): Promise<Page> {
  const context = await browser.newContext({ baseURL: (server as Started).baseUrl, viewport: phone });
  const page = await context.newPage();
  await page.goto('/signin');
  await fillSignIn(page, as, email, password);
  await expect(page).toHaveURL(landing);
  return page;
}

/**
 * At the door (issue 28's weights the customer agrees to): the dealer proposes 4 kg, the customer's
 * pickup code is then shown for that version of the weights, and the dealer completes, in cash.
 */
async function completeWithWeightsByApi(customer: AuthRecord, dealer: AuthRecord, orderNumber: string, subcategory: number): Promise<void> {
  const proposed = await api.post(pathTo(routes.proposeOrderWeights, { orderNumber }), {
    headers: { authorization: `Bearer ${dealer.tokens.access}` },
    data: { items: [{ subcategory_id: subcategory, weight_kg: '4' }] },
  });
  expect(proposed.status(), await proposed.text()).toBeLessThan(300);
  const codeAnswer = await api.get(pathTo(routes.orderPickupCode, { orderNumber }), { headers: { authorization: `Bearer ${customer.tokens.access}` } });
  expect(codeAnswer.status(), await codeAnswer.text()).toBe(200);
  const { code, proposal } = (await codeAnswer.json()) as { code: string; proposal: { weights_version: number } | null };
  const completed = await api.post(pathTo(routes.orderComplete, { orderNumber }), {
    headers: { authorization: `Bearer ${dealer.tokens.access}` },
    data: { code, weights_version: proposal?.weights_version ?? 0, payment_method: 'cash' },
  });
  expect(completed.status(), `completion of ${orderNumber}: ${await completed.text()}`).toBe(200);
}

test.describe('the commission paid by UPI', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(startTimeoutMs + 60_000);
    server = await startOwnServer({ env: 'test', extraEnv: { RATE_LIMIT_SCALE: '20' } });
    api = await playwright.request.newContext({ baseURL: server.baseUrl });
  });

  test.afterAll(async () => {
    await api?.dispose();
    if (server) await stopServer(server);
  });

  test('a dealer with a completed pickup pays the statement by UPI with the UTR; the admin verifies it; the dealer sees it verified', async ({ browser }) => {
    // A pickup of the demo customer completed by the demo kabadi this month.
    const customer = await signInByApi(api, 'customer', demo.customer, demo.password);
    const kabadi: AuthRecord = await signInByApi(api, 'dealer', demo.kabadi, demo.password);
    const [entry] = (await priceListByApi(api, '282001')).filter((price) => price.dealer === kabadi.id);
    if (!entry) throw new Error('the seed has no price of the kabadi in 282001');
    const orderNumber = await placeOrderByApi(api, customer, [entry]);
    await setOrderStatusByApi(api, kabadi, orderNumber, 'Accepted');
    await completeWithWeightsByApi(customer, kabadi, orderNumber, entry.subcategory);

    const month = indiaMonth(new Date());
    const statementNumber = commissionStatementNumber(kabadi.id, month);
    const answer = await api.get(pathTo(routes.dealerCommissionStatement, { statement: statementNumber }), { headers: { authorization: `Bearer ${kabadi.tokens.access}` } });
    expect(answer.status(), await answer.text()).toBe(200);
    const statement = (await answer.json()) as CommissionStatement;
    expect(toHundredths(statement.due)).toBeGreaterThan(0n);
    const link = buildUpiLink({ payeeVpa: platformUpi.vpa, payeeName: platformUpi.name, amountPaise: toHundredths(statement.due), reference: statementNumber });

    // The dealer opens the month's statement from the wallet on a phone.
    const dealerPage = await signedInPage(browser, 'Dealer', demo.kabadi, demo.password, /\/dealer\/home$/);
    await dealerPage.goto('/dealer/wallet');
    const name = monthName.format(new Date(`${month}-01T00:00:00Z`));
    await dealerPage.getByRole('link', { name: `Commission statement for ${name}` }).click();
    await expect(dealerPage).toHaveURL(new RegExp(`/dealer/wallet/commission/${statementNumber}$`));
    const pay = dealerPage.getByRole('link', { name: 'Pay with UPI app' });
    await expect(pay).toHaveAttribute('href', link);
    expect(link).toContain(`&cu=INR&tr=${statementNumber}&tn=${statementNumber}`);
    const qr = dealerPage.getByRole('img', { name: /^UPI QR code: pay ₹/ });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expectFitsPhoneAndAccessible(dealerPage);

    // A wrong UTR is refused at the field; the 12 digits are taken and wait to be checked.
    const utrField = dealerPage.getByLabel('UTR (12-digit UPI reference)');
    await utrField.fill('4123 456789');
    await dealerPage.getByRole('button', { name: 'Submit UTR' }).click();
    await expect(dealerPage.getByText(commissionMessages.utrInvalid)).toBeVisible();
    const utr = `4${String(randomInt(100_000_000_000)).padStart(11, '0')}`;
    await utrField.fill(utr);
    await dealerPage.getByRole('button', { name: 'Submit UTR' }).click();
    await expect(toast(dealerPage, commissionMessages.submitted)).toBeVisible();
    const payments = dealerPage.getByRole('list', { name: 'Payments submitted for this statement' });
    await expect(payments.getByText(`UTR ${utr}`)).toBeVisible();
    await expect(payments.getByText('Waiting to be checked')).toBeVisible();
    await expect(pay).toHaveCount(0);

    // The admin verifies it in the console, on a phone too.
    const consolePage = await (await browser.newContext({ baseURL: (server as Started).baseUrl, viewport: phone })).newPage();
    await consolePage.goto('/admin/signin');
    await consolePage.getByLabel('E-mail').fill(demoAdmin.email);
    await consolePage.getByLabel('Password', { exact: true }).fill(demoAdmin.password);
    await consolePage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(consolePage).toHaveURL(/\/admin$/);
    await consolePage.goto('/admin/commission');
    const card = consolePage.locator('.admin-card').filter({ has: consolePage.getByRole('heading', { name: statementNumber }) });
    await expect(card).toContainText(utr);
    await expect(card).toContainText(`${kabadi.username} (${kabadi.KT_ID})`);
    await expectFitsPhoneAndAccessible(consolePage);
    await card.getByRole('button', { name: `Mark verified: UTR ${utr}` }).click();
    await expect(toast(consolePage, commissionMessages.paymentVerified)).toBeVisible();
    await consolePage.getByRole('tab', { name: 'Verified' }).click();
    await expect(consolePage.getByRole('heading', { name: statementNumber })).toBeVisible();
    await consolePage.context().close();

    // The dealer sees it verified, and nothing more to pay.
    await dealerPage.reload();
    await expect(payments.getByText('Verified', { exact: true })).toBeVisible();
    await expect(dealerPage.getByText('This statement is paid. Thank you.')).toBeVisible();
    await expect(pay).toHaveCount(0);
    await expect(dealerPage.getByLabel('UTR (12-digit UPI reference)')).toHaveCount(0);
    await dealerPage.context().close();
  });
});
