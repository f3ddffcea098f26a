import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { messages } from '@kt/contract/messages';
import { earliestPickupDate, formatPickupDate } from '@kt/contract/orders/pickup-dates';
import { formatIndianMobile } from '@kt/contract/phone/mobile-number';
import { createVerifiedCustomer, demo, readStoredAuth, uniqueMobile } from '../support/accounts.ts';
import { approvePincodeRequestByApi, requestedArea, requestSixthPincode } from '../support/admin.ts';
import { addPriceByApi, expectNoAxeViolations, expectNoSideScroll, toast } from '../support/dealer-business.ts';
import { newestMessageId, readLatestCode, readMessages, waitForMessage } from '../support/messages.ts';
import { completePickupByApi, placeOrderByApi, proposeWeightsByApi, priceListByApi, setOrderStatusByApi, signInByApi } from '../support/orders.ts';
import { startOwnServer, startTimeoutMs, stopServer, type Started } from '../support/own-server.ts';
import { verifyDealerByApi } from '../support/verified-dealers.ts';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

/**
 * Issue 27 in Chromium, 360 px wide: a customer signs up with a mobile number only and reads every
 * order message in the channel they chose; a dealer signs up by mobile number and gets the new
 * pickup request by SMS; a demo account signs in with a code. The codes and messages are read
 * from the development outbox (/dev/messages.json). A server of its own: orders with the demo
 * Kabadi, a completion and the reminder run would change what the shared server's journeys count.
 */

const phoneViewport = { width: 360, height: 740 } as const;
const kabadiName = 'Ramesh Kabadiwala';
/** The demo Collector's verified example number (apps/server/src/seed/seed-data.ts). */
const demoCollectorMobile = '9897023456';
const slot = '1pm - 6pm';

let server: Started | undefined;
let api: APIRequestContext;

/** A pattern that matches `text` as written, anywhere in a message. */
function literally(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** Console errors and uncaught errors of a page, from now on (as cross-origin.spec and server-rendering.spec watch). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

async function phonePageOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: (server as Started).baseUrl, viewport: phoneViewport });
  return context.newPage();
}

/** One fact of the profile page (a <dt> and its <dd>). */
function profileFact(page: Page, name: string): Locator {
  return page.locator('.profile__facts > div').filter({ has: page.getByRole('term').filter({ hasText: name }) }).getByRole('definition');
}

/** The price card of one item of one dealer on /sell/sellitem. */
function priceCard(page: Page, item: string, dealer: string): Locator {
  return page
    .locator('article.price-card')
    .filter({ has: page.getByRole('heading', { name: item, exact: true }) })
    .filter({ hasText: dealer });
}

/** An order's card on a pickup list, by its number. */
function orderCard(page: Page, orderNumber: string): Locator {
  return page.locator('article.order-card').filter({ has: page.getByRole('heading', { name: `Order ${orderNumber}` }) });
}

/**
 * Turns a switch of the profile's Messages on or off from the keyboard, as its focus and Space
 * do: its drawn track lies over the (transparent) input, so a pointer reaches it through the label.
 */
async function setSwitch(toggle: Locator, isOn: boolean): Promise<void> {
  if ((await toggle.isChecked()) !== isOn) await toggle.press('Space');
  if (isOn) await expect(toggle).toBeChecked();
  else await expect(toggle).not.toBeChecked();
}

/** The record sign-in or sign-up left in the browser, with its access token. */
async function storedAuth(page: Page): Promise<AuthRecord> {
  const stored = await readStoredAuth(page);
  expect(stored, 'the auth record in browser storage').not.toBeNull();
  return JSON.parse(stored ?? 'null') as AuthRecord;
}

/** The code step of a mobile sign-in or sign-up: the code from the outbox, then the submit button. */
async function typeCodeFromOutbox(page: Page, mobile: string, submit: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: phoneMessages.codeSent })).toBeVisible();
  await expect(page.getByText(`Sent to ${formatIndianMobile(`+91${mobile}`)}`)).toBeVisible();
  const code = await readLatestCode(api, mobile);
  await page.getByLabel('6-digit code', { exact: true }).fill(code);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

test.describe('phone first: accounts by mobile number, order messages by SMS and WhatsApp', () => {
  test.use({ viewport: phoneViewport });
  // One server for the three journeys, in order (a failed one does not stop the next).
  test.describe.configure({ mode: 'default', timeout: 120_000 });

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(startTimeoutMs + 30_000);
    server = await startOwnServer({ env: 'test', extraEnv: { RATE_LIMIT_SCALE: '20' } });
    api = await playwright.request.newContext({ baseURL: server.baseUrl });
  });

  test.afterAll(async () => {
    await api?.dispose();
    if (server) await stopServer(server);
  });

  test('1: a customer signs up with a mobile number only, chooses WhatsApp, sells to the demo Kabadi and gets booking, acceptance, reminder and completion there', async ({
    browser,
  }) => {
    // An example number made up for this run (9 and nine random digits), never a real person's.
    const mobile = uniqueMobile();
    const name = 'Meena Phone-First';
    const page = await phonePageOn(browser);
    const problems = watchConsole(page);

    // Sign-up by mobile number: customer type, name and number, the address, the code from the outbox.
    await page.goto('/signin/signup');
    await page.getByRole('link', { name: /^Customer/ }).click();
    await expect(page).toHaveURL(/\/signin\/signup\/customer$/);
    await page.getByLabel('Customer type').selectOption('House');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\/signin\/signup\/customer\/personal$/);
    await page.getByRole('button', { name: 'Sign up with mobile number instead' }).click();
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    const pincode = page.getByLabel('Pincode', { exact: true });
    await pincode.fill('282001');
    await pincode.press('Tab');
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('Uttar Pradesh');
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Agra');
    await page.getByLabel('Address', { exact: true }).fill('3 Phone Lane, Civil Lines');
    await page.getByRole('button', { name: 'Send code', exact: true }).click();
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    await typeCodeFromOutbox(page, mobile, 'Sign Up');
    await expect(page).toHaveURL(/\/sell$/);
    await expect(toast(page, phoneMessages.accountCreated)).toBeVisible();
    const customer = await storedAuth(page);
    // The code of a new number goes by SMS: nobody has opted in to WhatsApp yet.
    expect((await readMessages(api, mobile)).map((message) => message.channel)).toEqual(['sms']);

    // The profile: no e-mail, the verified number; WhatsApp on, SMS off for every pickup message.
    await page.goto('/sell/user/profile');
    await expect(profileFact(page, 'Name')).toHaveText(name);
    await expect(profileFact(page, 'E-mail')).toHaveText('');
    const signInNumber = page.locator('.profile-mobile__number dd');
    await expect(signInNumber).toHaveText(formatIndianMobile(`+91${mobile}`));
    const choices = page.getByRole('region', { name: 'Messages' });
    await expect(choices.getByText('Your account has no e-mail address, so we send nothing by e-mail.')).toBeVisible();
    await expect(choices.getByRole('switch', { name: 'E-mail: Pickup booked' })).toBeDisabled();
    const whatsappConsent = choices.getByRole('switch', { name: 'Send me WhatsApp messages' });
    await expect(whatsappConsent).not.toBeChecked();
    await expect(choices.getByRole('switch', { name: 'WhatsApp: Pickup booked' })).toBeDisabled();
    await setSwitch(whatsappConsent, true);
    const customerKinds = ['Pickup booked', 'Pickup accepted', 'Cancelled by the dealer', 'Pickup reminder', 'Pickup completed'];
    for (const kind of customerKinds) {
      await expect(choices.getByRole('switch', { name: `WhatsApp: ${kind}` })).toBeChecked();
      await setSwitch(choices.getByRole('switch', { name: `SMS: ${kind}` }), false);
    }
    await expectNoSideScroll(page);
    await choices.getByRole('button', { name: 'Save message choices' }).click();
    await expect(toast(page, phoneMessages.preferencesSaved)).toBeVisible();
    await page.reload();
    await expect(whatsappConsent).toBeChecked();
    await expect(choices.getByText(/^On since /)).toBeVisible();
    await expect(choices.getByRole('switch', { name: 'SMS: Pickup booked' })).not.toBeChecked();
    await expect(choices.getByRole('switch', { name: 'WhatsApp: Pickup completed' })).toBeChecked();
    await expectNoAxeViolations(page);
    const beforeOrder = await newestMessageId(api, mobile);

    // Sells Iron to the demo Kabadi: the cart, then checkout in three steps.
    await page.addInitScript(() => window.localStorage.setItem('kt.pincode', JSON.stringify('282001')));
    await page.goto('/sell/sellitem');
    await expect(page.getByText(`Welcome ${name}`)).toBeVisible();
    const iron = priceCard(page, 'Iron', kabadiName);
    await iron.getByLabel(/^Quantity/).fill('10');
    await iron.getByRole('button', { name: 'Add to cart' }).click();
    await expect(toast(page, messages.orders.addedToCart)).toBeVisible();
    const cartLink = page.getByRole('link', { name: /^Cart/ });
    await expect(cartLink).toHaveAccessibleName('Cart 1 item');
    await cartLink.click();
    await expect(page).toHaveURL(/\/sell\/cart$/);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('');
    await page.getByLabel('First name').fill('Meena');
    await page.getByLabel('Last name').fill('Verma');
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(mobile);
    await page.getByLabel('House/flat').fill('3 Phone Lane');
    await page.getByLabel('Address', { exact: true }).fill('Civil Lines');
    await expect(page.getByLabel('City')).toHaveValue('Agra');
    await page.getByLabel('Pickup time').selectOption(slot);
    const pickupDate = await page.getByLabel('Pickup date').inputValue();
    expect(pickupDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Check out' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thanks' });
    await expect(thanks).toContainText(messages.orders.pickupPlaced);
    const orderNumber = /KTO\d{8}/.exec((await thanks.textContent()) ?? '')?.[0] ?? '';
    expect(orderNumber).toMatch(/^KTO\d{8}$/);
    await thanks.getByRole('button', { name: 'Sell again' }).click();
    const when = `${formatPickupDate(pickupDate)}, ${slot}`;

    // Booked: by WhatsApp, naming the order, the day and the slot.
    await waitForMessage(api, mobile, { text: literally(`Pickup ${orderNumber} is booked for ${when}.`), channel: 'whatsapp' }, { afterId: beforeOrder });

    // The demo Kabadi accepts; the message says the code comes with the weights (issue 28), and the card shows it once weighed.
    const kabadi = await signInByApi(api, 'dealer', demo.kabadi, demo.password);
    await setOrderStatusByApi(api, kabadi, orderNumber, 'Accepted');
    await waitForMessage(
      api,
      mobile,
      { text: literally(`Pickup ${orderNumber} is accepted for ${when}. Your pickup code appears on your pickup card once the dealer has weighed your items.`), channel: 'whatsapp' },
      { afterId: beforeOrder },
    );
    await page.goto('/sell/user/pickup');
    await expect(orderCard(page, orderNumber).locator('.status-pill')).toHaveText('Accepted');
    const codePanel = page.getByRole('region', { name: `Pickup code, order ${orderNumber}` });
    await expect(codePanel.locator('.pickup-code__code')).toHaveCount(0);
    const weightsVersion = await proposeWeightsByApi(api, kabadi, orderNumber);
    // The card asks again by itself.
    await expect(codePanel.locator('.pickup-code__code')).toHaveText(/^\d{4}$/, { timeout: 20_000 });
    const code = ((await codePanel.locator('.pickup-code__code').textContent()) ?? '').trim();

    // The evening before: the reminder job for the pickup's day.
    const reminders = await api.post('/dev/jobs/pickup-reminders', { params: { date: pickupDate } });
    expect(reminders.status(), await reminders.text()).toBe(200);
    expect(((await reminders.json()) as { reminded: number }).reminded).toBeGreaterThanOrEqual(1);
    await waitForMessage(
      api,
      mobile,
      { text: literally(`Reminder: pickup ${orderNumber} is tomorrow, ${when}.`), channel: 'whatsapp' },
      { afterId: beforeOrder },
    );

    // At the door: the Kabadi completes with the code; the message says what was paid and links the receipt.
    const completion = await completePickupByApi(api, kabadi, orderNumber, code, weightsVersion);
    const receiptLink = `${(server as Started).baseUrl}/receipt/${orderNumber}`;
    await waitForMessage(
      api,
      mobile,
      { text: literally(`Pickup ${orderNumber} is completed. Paid Rs ${completion.total_amount}. Your receipt: ${receiptLink}`), channel: 'whatsapp' },
      { afterId: beforeOrder },
    );

    // Everything about the order went by WhatsApp, once each, and nothing by SMS.
    const sinceOrder = (await readMessages(api, mobile)).filter((message) => message.id > beforeOrder);
    expect(sinceOrder.map((message) => message.channel)).toEqual(['whatsapp', 'whatsapp', 'whatsapp', 'whatsapp']);

    // The receipt's link opens the receipt; the order shows Completed.
    await page.goto(receiptLink);
    await expect(page.getByRole('main')).toContainText(orderNumber);
    await page.goto('/sell/user/pickup');
    await expect(orderCard(page, orderNumber).locator('.status-pill')).toHaveText('Completed');
    // Placed, and listed with the customer's contact, though the account has no e-mail.
    const listed = await api.get(`/api/customer/confirm_orders/${customer.id}/`, { headers: { authorization: `Bearer ${customer.tokens.access}` } });
    expect(listed.status(), await listed.text()).toBe(200);
    const placed = ((await listed.json()) as { order_number: string; status: string; customer: { email: string } }[]).find(
      (order) => order.order_number === orderNumber,
    );
    expect(placed).toMatchObject({ status: 'Completed', customer: { email: '' } });
    expect(customer.email).toBe('');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('2: a dealer signs up by mobile number, serves an approved pincode, and gets the new pickup request by SMS', async ({ browser }) => {
    // An example number made up for this run (9 and nine random digits), never a real person's.
    const mobile = uniqueMobile();
    const name = 'Suresh Phone Kabadi';
    const page = await phonePageOn(browser);
    const problems = watchConsole(page);

    await page.goto('/signin/signup');
    await page.getByRole('link', { name: /^Dealer/ }).click();
    await expect(page).toHaveURL(/\/signin\/signup\/dealer$/);
    await page.getByRole('radio', { name: /Kabadi/ }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'You are signing up as a Kabadiwala' })).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Sign up with mobile number instead' }).click();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await page.getByRole('button', { name: 'Send code', exact: true }).click();
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await expectNoSideScroll(page);
    await typeCodeFromOutbox(page, mobile, 'Sign Up');
    await expect(page).toHaveURL(/\/dealer\/home$/);
    await expect(toast(page, phoneMessages.accountCreated)).toBeVisible();
    const dealer = await storedAuth(page);

    // Five areas of its own and a sixth asked for; the admin approves it, which the dealer hears by SMS.
    await requestSixthPincode(api, dealer);
    await approvePincodeRequestByApi(api, dealer.id, requestedArea.pincode);
    await waitForMessage(api, mobile, { text: literally(`Your request to serve pincode ${requestedArea.pincode} was approved.`), channel: 'sms' });
    const ironId = (await priceListByApi(api, '282001')).find((entry) => entry.subcategory_name === 'Iron')?.subcategory;
    if (!ironId) throw new Error('the seed has no price of Iron in 282001');
    await addPriceByApi(api, dealer, { subcategory: ironId, pincode: requestedArea.pincode, price: '30' });
    // Issue 28: customers see and book the dealer once an admin verified their documents (the dealer hears of it by SMS first).
    await verifyDealerByApi(api, dealer);
    await waitForMessage(api, mobile, { text: /^Your documents were verified\./, channel: 'sms' });
    const beforeOrder = await newestMessageId(api, mobile);

    // A customer there orders 4 kg of Iron from it.
    const account = await createVerifiedCustomer(api, 'phone-first-seller');
    const seller = await signInByApi(api, 'customer', account.email, account.password);
    const offers = (await priceListByApi(api, requestedArea.pincode)).filter((entry) => entry.dealer === dealer.id);
    expect(offers.map((entry) => entry.subcategory_name)).toEqual(['Iron']);
    const orderNumber = await placeOrderByApi(api, seller, offers);

    const request = await waitForMessage(
      api,
      mobile,
      {
        text: literally(
          `New pickup request ${orderNumber}: ${formatPickupDate(earliestPickupDate())}, ${slot}, pincode ${requestedArea.pincode}. Items: Iron 4 kg. Accept or cancel: ${(server as Started).baseUrl}/dealer/pickup`,
        ),
        channel: 'sms',
      },
      { afterId: beforeOrder },
    );
    expect(request.to).toBe(`+91${mobile}`);
    // Nobody opted in to WhatsApp: the request went by SMS alone.
    const sinceOrder = (await readMessages(api, mobile)).filter((message) => message.id > beforeOrder);
    expect(sinceOrder.map((message) => message.channel)).toEqual(['sms']);

    await page.goto('/dealer/pickup');
    await expect(orderCard(page, orderNumber)).toContainText('Iron');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('3: the demo Collector signs in on /signin with its mobile number and the code from the outbox', async ({ browser }) => {
    const page = await phonePageOn(browser);
    const problems = watchConsole(page);
    await page.goto('/signin');
    const dealerTab = page.getByRole('tab', { name: 'Dealer', exact: true });
    await dealerTab.click();
    await expect(dealerTab).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Sign in with mobile number' }).click();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveCount(0);
    const number = page.getByLabel('Mobile number', { exact: true });
    await expect(number).toBeFocused();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    await number.fill(demoCollectorMobile);
    await page.getByRole('button', { name: 'Send code', exact: true }).click();
    await expect(page.getByLabel('6-digit code', { exact: true })).toBeFocused();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    await typeCodeFromOutbox(page, demoCollectorMobile, 'Sign In');
    await expect(page).toHaveURL(/\/dealer\/home$/);
    const record = await storedAuth(page);
    expect(record.email).toBe(demo.collector);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
