import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import {
  createVerifiedCustomer,
  expectMessageAndClose,
  newAccount,
  signInThroughForm,
  uniqueMobile,
  verifyByApi,
  type NewAccount,
} from '../support/accounts.ts';
import {
  dealersIn,
  expectFitsPhoneAndAccessible,
  expectNoSideScroll,
  openAreaMenu,
  phone,
  phonePage,
  signUpDealerThroughForm,
  tinyPdf,
  tinyPng,
  toast,
} from '../support/dealer-business.ts';
import { readLatestLink } from '../support/mailbox.ts';
import { priceListByApi, signInByApi } from '../support/orders.ts';
import { verifyDealerByApi } from '../support/verified-dealers.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

/**
 * Issue 12 in Chromium, 360 px wide: a new Collector sets up the business from a phone
 * (documents, areas, prices, a category request, an employee, the quantity range) and a customer
 * in the dealer's pincode sees it on the selling page.
 */

/** Agra pincodes the seed leaves alone (it uses 282001, 282002 and 282005) and no other journey uses, each with one of its post offices. */
const freshAreas = [
  { pincode: '282006', area: 'Foundry Nagar' },
  { pincode: '282007', area: 'Shastripuram' },
  { pincode: '282009', area: 'Deori' },
  { pincode: '282010', area: 'Police Line' },
] as const;
type FreshArea = (typeof freshAreas)[number];

/** Metal items and the prices this dealer pays, as the pages show them. */
const prices = [
  { item: 'Iron', typed: '31.5', shown: '₹31.50' },
  { item: 'Copper', typed: '412', shown: '₹412' },
  { item: 'Aluminium', typed: '88.25', shown: '₹88.25' },
] as const;
const removed = prices[1];
const kept = [prices[0], prices[2]] as const;


/** The price card of one item on /sell/sellitem. */
function priceCard(page: Page, item: string): Locator {
  return page.locator('article.price-card').filter({ has: page.getByRole('heading', { name: item, exact: true }) });
}

/** An item's card on /editprice. */
function priceItem(page: Page, item: string): Locator {
  return page.locator('article.price-item').filter({ has: page.getByRole('heading', { name: item, exact: true }) });
}

test.describe('a Collector sets up the business from a phone', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ viewport: phone });

  const dealer: NewAccount = newAccount('collector');
  let dealerPage: Page;
  let customerPage: Page;
  const areas: FreshArea[] = [];

  test.beforeAll(async ({ browser }) => {
    dealerPage = await phonePage(browser);
    customerPage = await phonePage(browser);
  });

  test.afterAll(async () => {
    await dealerPage.context().close();
    await customerPage.context().close();
  });

  test('1–2: signs up as a Collector, verifies, signs in on the Dealer tab; the home lists what is missing', async ({ request }) => {
    const page = dealerPage;
    await signUpDealerThroughForm(page, dealer, 'Collector');
    await verifyByApi(request, dealer.email);
    await signInThroughForm(page, 'Dealer', dealer.email, dealer.password);
    await expect(page).toHaveURL(/\/dealer\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

    const checklist = page.getByRole('region', { name: 'Before customers can find you' });
    await expect(checklist).toBeVisible();
    for (const missing of ['Upload your documents', 'Add at least one area pincode', 'Set at least one price']) {
      const item = checklist.getByRole('listitem').filter({ hasText: missing });
      await expect(item.getByRole('link', { name: missing })).toBeVisible();
      await expect(item).toContainText('To do');
    }
    await expectNoSideScroll(page);
  });

  test('3: the settings hub; the Collector uploads the Aadhaar card, a photo and the GST certificate, which then await review', async () => {
    test.setTimeout(60_000);
    const page = dealerPage;
    await page.getByRole('button', { name: 'Dealer menu' }).click();
    await page.getByRole('dialog', { name: 'Dealer menu' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/dealer\/settings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Your Profile');
    const links = page.locator('.setup__list').getByRole('link');
    await expect(links).toHaveText(['Documents Upload', 'Add Area Pincode', 'Add Your Price', 'Request to Add Category', 'Add Employee', 'Marketplace Initiatives']);
    await expectFitsPhoneAndAccessible(page);

    await page.getByRole('link', { name: 'Documents Upload' }).click();
    await expect(page).toHaveURL(/\/dealer\/settings\/documentupload$/);
    await expect(page.getByRole('heading', { name: 'Your documents with GST' })).toBeVisible();
    await expect(page.locator('.status-pill')).toHaveText('Not uploaded');
    await expectFitsPhoneAndAccessible(page);
    await page.getByLabel('Aadhaar card', { exact: true }).setInputFiles(tinyPdf('aadhaar.pdf'));
    await page.getByLabel('Your photo', { exact: true }).setInputFiles(tinyPng('photo.png'));
    await page.getByLabel('GST certificate', { exact: true }).setInputFiles(tinyPdf('gst.pdf'));
    await page.getByRole('button', { name: 'Upload documents' }).click();
    await expect(toast(page, messages.dealerSettings.documentsUploaded)).toBeVisible();
    await expect(page).toHaveURL(/\/dealer\/settings$/);

    await page.getByRole('link', { name: 'Documents Upload' }).click();
    await expect(page.locator('.status-pill')).toHaveText('Awaiting review');
    await expect(page.getByText(dealerAreaMessages.documentsAwaitingReview)).toBeVisible();
    const files = page.locator('.documents__file');
    await expect(files).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Download GST certificate' })).toBeVisible();
    await expectFitsPhoneAndAccessible(page);
  });

  test('4: adds two Agra areas in pincodes no dealer serves yet; the list shows State, City and Area of both', async ({ request }) => {
    test.setTimeout(60_000);
    // The only dealer in a fresh pincode: nobody else's prices on the customer's page.
    for (const candidate of freshAreas) {
      if (areas.length === 2) break;
      const dealers = await dealersIn(request, candidate.pincode);
      const offers = await priceListByApi(request, candidate.pincode);
      if (dealers.length === 0 && offers.length === 0) areas.push(candidate);
    }
    expect(areas, 'two Agra pincodes with no dealer').toHaveLength(2);

    const page = dealerPage;
    await page.goto('/dealer/settings');
    await page.getByRole('link', { name: 'Add Area Pincode' }).click();
    await expect(page).toHaveURL(/\/dealer\/settings\/addarea$/);
    await expect(page.getByText('You have not added any area yet.', { exact: false })).toBeVisible();
    await expectFitsPhoneAndAccessible(page);

    // The first area registers the dealer (add_pincodes after update_pincodes said not yet), the second updates them.
    const addedTexts = [messages.dealerSettings.pincodesAdded, messages.dealerSettings.pincodesUpdated];
    for (const [index, { pincode, area }] of areas.entries()) {
      await page.getByLabel('Pincode', { exact: true }).fill(pincode);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByLabel('State', { exact: true })).toHaveValue('Uttar Pradesh');
      await expect(page.getByLabel('City', { exact: true })).toHaveValue('Agra');
      await page.getByLabel('Area', { exact: true }).selectOption(area);
      await expectFitsPhoneAndAccessible(page);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(toast(page, addedTexts[index] ?? '')).toBeVisible();
      await expect(page.locator('.areas__card').filter({ hasText: pincode })).toBeVisible();
    }

    const cards = page.locator('.areas__card');
    await expect(cards).toHaveCount(2);
    for (const { pincode, area } of areas) {
      await expect(cards.filter({ hasText: pincode }).locator('dd')).toHaveText([pincode, 'Uttar Pradesh', 'Agra', area]);
    }
    await page.reload();
    await expect(cards).toHaveCount(2);
    await expectFitsPhoneAndAccessible(page);
  });

  test('5: picks Metal and sets three prices in the first pincode, ticking the commission; the Price List shows them', async () => {
    test.setTimeout(60_000);
    const page = dealerPage;
    const [first] = areas;
    if (!first) throw new Error('no areas');
    await page.goto('/dealer/settings');
    await page.getByRole('link', { name: 'Add Your Price' }).click();
    await expect(page).toHaveURL(/\/dealer\/settings\/setprice$/);
    await page.getByRole('button', { name: 'Metal', exact: true }).click();
    await expect(page).toHaveURL(/\/dealer\/settings\/setprice\/editprice$/);
    await expect(page.getByRole('heading', { name: 'Category: Metal' })).toBeVisible();
    await expect(priceItem(page, 'Iron')).toContainText('No price set yet');
    await expectFitsPhoneAndAccessible(page);

    for (const { item, typed, shown } of prices) {
      await page.getByRole('button', { name: `Set price of ${item}` }).click();
      const form = page.getByRole('dialog', { name: `Price of ${item}` });
      await expect(form).toBeVisible();
      await form.getByLabel('Pincode', { exact: true }).selectOption(first.pincode);
      await form.getByLabel('Price (Rs per kg)').fill(typed);
      await form.getByRole('checkbox', { name: /I accept the commission/ }).check();
      await expectFitsPhoneAndAccessible(page);
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      // A first price in the pincode: add-price saved it.
      await expect(toast(page, messages.dealerSettings.priceAdded).first()).toBeVisible();
      await expect(form).toBeHidden();
      const price = priceItem(page, item).getByRole('list', { name: 'Your prices' }).getByRole('listitem');
      await expect(price).toHaveCount(1);
      await expect(price).toContainText(first.pincode);
      await expect(price).toContainText(shown);
    }
    await expectFitsPhoneAndAccessible(page);

    await page.getByRole('link', { name: 'Price List' }).click();
    await expect(page).toHaveURL(/\/dealer\/settings\/setprice\/editprice\/pricelist$/);
    const table = page.getByRole('table', { name: `Pincode ${first.pincode}` });
    await expect(table).toBeVisible();
    const rows = table.locator('tbody tr');
    // By item name: Aluminium, Copper, Iron.
    await expect(rows).toHaveCount(3);
    for (const [index, { item, shown }] of [prices[2], prices[1], prices[0]].entries()) {
      await expect(rows.nth(index).getByRole('cell')).toHaveText(['Metal', item, shown]);
    }
    await expect(page.getByRole('table')).toHaveCount(1);
    await expectFitsPhoneAndAccessible(page);
  });

  test('6: a customer whose pincode is the first area sees the three prices and adds one to the cart', async ({ request }) => {
    // Issue 28: customers see the dealer once an admin verified the documents sent in step 3.
    await verifyDealerByApi(request, await signInByApi(request, 'dealer', dealer.email, dealer.password), { alreadySent: true });
    const [first] = areas;
    if (!first) throw new Error('no areas');
    const customer = await createVerifiedCustomer(request, 'neighbour');
    await customerPage.addInitScript((pincode) => window.localStorage.setItem('kt.pincode', JSON.stringify(pincode)), first.pincode);
    await signInThroughForm(customerPage, 'Customer', customer.email, customer.password);
    await expect(customerPage).toHaveURL(/\/sell$/);
    await customerPage.goto('/sell/sellitem');
    await expect(customerPage.getByText(`Agra, Uttar Pradesh – ${first.pincode}`)).toBeVisible();
    await expect(customerPage.locator('article.price-card')).toHaveCount(3);
    for (const { item, shown } of prices) {
      const card = priceCard(customerPage, item);
      await expect(card).toContainText(dealer.username);
      await expect(card.locator('.price-card__price')).toContainText(shown);
    }
    await expect(customerPage.locator('article.dealer-card')).toHaveCount(1);
    await expectNoSideScroll(customerPage);
    const iron = priceCard(customerPage, 'Iron');
    await iron.getByLabel(/^Quantity/).fill('12');
    await iron.getByRole('button', { name: 'Add to cart' }).click();
    await expect(toast(customerPage, messages.orders.addedToCart)).toBeVisible();
    await expect(customerPage.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 1 item');
  });

  test('7 (the dealer): removes the price of one item on /editprice', async () => {
    const [first] = areas;
    if (!first) throw new Error('no areas');
    const page = dealerPage;
    await page.goto('/dealer/settings/setprice/editprice');
    const item = priceItem(page, removed.item);
    await item.getByRole('button', { name: `Remove the price of ${removed.item} in ${first.pincode}` }).click();
    await expect(toast(page, messages.dealerSettings.priceRemoved)).toBeVisible();
    await expect(item).toContainText('No price set yet');
    for (const { item: name, shown } of kept) await expect(priceItem(page, name)).toContainText(shown);
  });

  test('8: requests a new category with a description and a picture; the list shows it Pending', async () => {
    test.setTimeout(60_000);
    const page = dealerPage;
    const name = `Solar panels ${Date.now()}`;
    await page.goto('/dealer/settings');
    await page.getByRole('link', { name: 'Request to Add Category' }).click();
    await expect(page).toHaveURL(/\/dealer\/settings\/requestcategory$/);
    await expect(page.getByText('You have not requested a category yet.')).toBeVisible();
    await expectFitsPhoneAndAccessible(page);
    await page.getByLabel('Category name').fill(name);
    await page.getByLabel('Description').fill('Old rooftop solar panels, sold by the piece or by weight.');
    await page.getByLabel('Picture of the category').setInputFiles(tinyPng('solar.png'));
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(toast(page, messages.dealerSettings.categoryRequested)).toBeVisible();
    const entry = page.locator('article.category-request').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(entry.locator('.status-pill')).toHaveText('Pending');
    await expect(entry).toContainText('Old rooftop solar panels');
    await expect(page.getByLabel('Category name')).toHaveValue('');
    await expectFitsPhoneAndAccessible(page);
  });

  test('9: adds an employee, who follows the mailed link, then signs in on the Dealer tab to the pickups and requests only and is sent away from the settings', async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const page = dealerPage;
    const employee = newAccount('employee');
    await page.goto('/dealer/settings');
    await page.getByRole('link', { name: 'Add Employee' }).click();
    await expect(page).toHaveURL(/\/dealer\/settings\/addemployee$/);
    await expect(page.getByText('You have not added any employees yet.')).toBeVisible();
    await expectFitsPhoneAndAccessible(page);
    await page.getByLabel('Name', { exact: true }).fill(employee.username);
    await page.getByLabel('E-mail', { exact: true }).fill(employee.email);
    await page.getByLabel('Mobile number', { exact: true }).fill(uniqueMobile());
    await page.getByLabel('Password', { exact: true }).fill(employee.password);
    await page.getByLabel('Aadhaar card', { exact: true }).setInputFiles(tinyPdf('employee-aadhaar.pdf'));
    await page.getByRole('button', { name: 'Add employee' }).click();
    await expect(toast(page, messages.dealerSettings.employeeAdded)).toBeVisible();
    const card = page.locator('.employee-card').filter({ hasText: employee.email });
    await expect(card).toContainText(employee.username);
    await expect(card).toContainText(/KT ID \S+/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByRole('status').filter({ hasText: dealerAreaMessages.employeeLinkSent.replace('{email}', employee.email) })).toBeVisible();
    await expectFitsPhoneAndAccessible(page);

    // Not before the link mailed to the employee is followed.
    const staff = await phonePage(browser);
    await signInThroughForm(staff, 'Dealer', employee.email, employee.password);
    await expectMessageAndClose(staff, 'Sign In', messages.signIn.notVerified);
    await staff.goto(await readLatestLink(request, employee.email, 'verify'));
    await expect(staff.getByRole('status')).toHaveText(messages.password.verified);

    await signInThroughForm(staff, 'Dealer', employee.email, employee.password);
    await expect(staff).toHaveURL(/\/dealer\/pickup$/);
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Pickups');
    const menu = await openAreaMenu(staff);
    // The employee's own entries; the drawer lists the public pages after them (issue 28: one menu on a phone).
    await expect(menu.getByRole('list').first().getByRole('link')).toHaveText(['Pickups', 'Requests', 'Disputes']);
    await expect(menu.getByRole('button')).toHaveText(['Logout']);
    await staff.getByRole('button', { name: 'Close menu' }).click();

    // The route guard sends a non-dealer to /signin, which sends a signed-in employee on to their landing page.
    await staff.goto('/dealer/settings');
    await expect(staff).toHaveURL(/\/dealer\/pickup$/);
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Pickups');
    await expect(staff.getByRole('heading', { name: 'Complete Your Profile' })).toHaveCount(0);
    await staff.context().close();
  });

  test('10 (the dealer): sets the quantity range of a pickup to 5 and 500 kg', async () => {
    const page = dealerPage;
    await page.goto('/dealer/profile/profileedit');
    const minimum = page.getByLabel('Minimum quantity (kg)');
    const maximum = page.getByLabel('Maximum quantity (kg)');
    // The fields fill in when the profile arrives (a new dealer's range is 1 to 1000 kg); typing before would be typed into that.
    await expect(minimum).toHaveValue('1');
    await expect(maximum).toHaveValue('1000');
    await minimum.fill('5');
    await maximum.fill('500');
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, messages.profile.updated)).toBeVisible();
    await expect(page).toHaveURL(/\/dealer\/profile$/);
    const range = page.locator('.profile__facts > div').filter({ has: page.getByRole('term').filter({ hasText: 'Quantity per pickup' }) });
    await expect(range.getByRole('definition')).toHaveText('5 kg to 500 kg');
  });

  test("7 and 10 (the customer): on reload the removed price is gone, two remain, and the dealer's card says 5 kg minimum and 500 kg maximum", async () => {
    const page = customerPage;
    const cards = page.locator('article.price-card');
    const dealerCard = page.locator('article.dealer-card').filter({ has: page.getByRole('heading', { name: dealer.username, exact: true }) });
    const quantity = dealerCard
      .locator('.dealer-card__facts > div')
      .filter({ has: page.getByRole('term').filter({ hasText: 'Quantity' }) })
      .getByRole('definition');
    // The lists are 'public, no-cache': the first reload after the dealer's change shows it.
    await page.reload();
    await expect(priceCard(page, kept[0].item)).toBeVisible();
    await expect(priceCard(page, removed.item)).toHaveCount(0);
    await expect(quantity).toHaveText(/^Minimum: 5 kg\s*Maximum: 500 kg$/);
    await expect(cards).toHaveCount(2);
    for (const { item, shown } of kept) await expect(priceCard(page, item).locator('.price-card__price')).toContainText(shown);
    await expect(dealerCard).toContainText('Metal');
    await expect(page.locator('article.dealer-card')).toHaveCount(1);
  });

  test('11: back on the home, the checklist is gone; the hub says the business is set up', async () => {
    const page = dealerPage;
    const status = page.waitForResponse((response) => response.url().endsWith(routes.dealerSetupStatus.path) && response.ok());
    await page.goto('/dealer/home');
    await status;
    await expect(page.locator('.dashboard-tile dd').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Before customers can find you' })).toHaveCount(0);
    await expect(page.getByText('Before customers can find you')).toHaveCount(0);

    await page.goto('/dealer/settings');
    await expect(page.getByText('Your business is set up: customers near you can find and book you.')).toBeVisible();
    // Issue 28: the admin verified the documents before step 6.
    await expect(page.locator('.setup__list .status-pill--success')).toHaveText(['Done', 'Done: 2 areas', 'Done: 2 prices']);
  });
});
