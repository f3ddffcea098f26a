import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatPickupDate } from '@kt/contract/orders/pickup-dates';
import { indiaDate } from '@kt/contract/india-time';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { whoBuysLabels } from '@kt/contract/selling/who-buys';
import { createVerifiedCustomer, signInThroughForm } from '../support/accounts.ts';
import { createVerifiedKabadi, signInAsAdmin } from '../support/admin.ts';
import { addPriceByApi, dealersIn, expectNoSideScroll, phone } from '../support/dealer-business.ts';
import { priceListByApi, signInByApi } from '../support/orders.ts';
import { sendDocumentsByApi } from '../support/verified-dealers.ts';

/**
 * Issue 28 in Chromium 360 px wide: only dealers an admin has verified are shown to customers
 * (an unverified one is invisible on /sell for their pincode and appears, with the Verified badge
 * and its date, once the admin verifies them in the console), and who buys from whom (spec 1):
 * a House customer's sell page puts the Kabadiwalas first and the Recyclers last.
 */

/** Achnera (Agra district): a pincode no other journey or the seed uses. */
const area = { pincode: '283101', area: 'Achnera' } as const;

/** The sell page of a pincode for a visitor (the stored pincode, as the pincode modal saves it). */
async function openSellPage(page: Page, pincode: string): Promise<void> {
  await page.addInitScript((code) => window.localStorage.setItem('kt.pincode', JSON.stringify(code)), pincode);
  await page.goto('/sell/sellitem');
  await expect(page.getByText(/Your area:/)).toBeVisible();
}

const dealerCards = (page: Page): Locator => page.locator('article.dealer-card');

test.describe('only verified dealers are shown (issue 28)', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  test.use({ viewport: phone });

  test('an unverified dealer is invisible on /sell for their pincode and appears, with the Verified badge and date, once the admin verifies', async ({ page, request, browser }) => {
    // A new Kabadi with an area, a price there and documents sent: everything but the admin's check.
    const { account, auth } = await createVerifiedKabadi(request, 'unverified-kabadi');
    const headers = { authorization: `Bearer ${auth.tokens.access}` };
    const added = await request.post(routes.addPincodes.path, { headers, data: { dealer_id: auth.id, pincode1: area.pincode, area1: area.area } });
    expect(added.status(), await added.text()).toBe(201);
    const iron = (await priceListByApi(request, '282001')).find((entry) => entry.subcategory_name === 'Iron');
    if (!iron) throw new Error('the seed has no price of Iron in 282001');
    await addPriceByApi(request, auth, { subcategory: iron.subcategory, pincode: area.pincode, price: '29' });
    await sendDocumentsByApi(request, auth);
    expect(await dealersIn(request, area.pincode)).toEqual([]);

    // The customer's sell page for that pincode: nobody buys here yet.
    await openSellPage(page, area.pincode);
    await expect(page.getByText(messages.selling.notAvailable)).toBeVisible();
    await expect(page.getByText(account.username)).toHaveCount(0);
    await expect(dealerCards(page)).toHaveCount(0);
    await expect(page.locator('article.price-card')).toHaveCount(0);
    await expectNoSideScroll(page);

    // Their marketplace page says they are not yet verified, and offers no booking.
    await page.goto(`/marketplace/${auth.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'This dealer is not yet verified' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Schedule/ })).toHaveCount(0);

    // Their dashboard says what is missing and that customers cannot see them yet.
    const dealerContext = await browser.newContext({ viewport: phone });
    const dealerPage = await dealerContext.newPage();
    await signInThroughForm(dealerPage, 'Dealer', account.email, account.password);
    await expect(dealerPage).toHaveURL(/\/dealer\/home$/);
    const checklist = dealerPage.getByRole('region', { name: 'Before customers can find you' });
    await expect(checklist).toContainText('You are not yet visible to customers');
    await expect(checklist.getByRole('listitem').filter({ hasText: 'Documents sent' })).toContainText("Waiting for the admin's check");
    await expectNoSideScroll(dealerPage);

    // The admin verifies the documents in the console, on a phone.
    const adminContext = await browser.newContext({ viewport: phone });
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin/documents');
    const review = admin.getByRole('article').filter({ has: admin.getByRole('heading', { name: account.username }) });
    const verified = admin.waitForResponse((response) => /\/v3\/admin\/documents\/\d+\/verify\/$/.test(new URL(response.url()).pathname));
    await review.getByRole('button', { name: 'Verify' }).click();
    expect((await verified).status()).toBe(200);
    await adminContext.close();

    // The sell page now shows the dealer, with the Verified badge and today's date (India).
    const verifiedOn = `Verified ${formatPickupDate(indiaDate())}`;
    await page.goto('/sell/sellitem');
    await expect(page.getByRole('heading', { name: 'Dealers near you' })).toBeVisible();
    const card = dealerCards(page).filter({ hasText: account.username });
    await expect(card).toHaveCount(1);
    await expect(card.locator('.verified-badge')).toHaveText(verifiedOn);
    await expect(card).toContainText(whoBuysLabels.housesAndShops);
    const price = page.locator('article.price-card').filter({ hasText: account.username });
    await expect(price).toHaveCount(1);
    await expect(price.locator('.verified-badge')).toHaveText(verifiedOn);
    await expectNoSideScroll(page);

    // And their marketplace page has the badge too.
    await page.goto(`/marketplace/${auth.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
    await expect(page.locator('.mp-hero .verified-badge')).toHaveText(verifiedOn);

    // The dealer's checklist is gone: they are bookable.
    await dealerPage.goto('/dealer/home');
    await expect(dealerPage.locator('.dashboard-tile dd').first()).toBeVisible();
    await expect(dealerPage.getByRole('region', { name: 'Before customers can find you' })).toHaveCount(0);
    await dealerContext.close();
  });

  test("a House customer's sell page puts the Kabadiwalas first and the Recyclers last, labelled as buying in bulk", async ({ page, request }) => {
    const house = await createVerifiedCustomer(request, 'house-seller');
    const signedIn = await signInByApi(request, 'customer', house.email, house.password);
    // The browser holds the session as a sign-in leaves it.
    await page.addInitScript((record) => window.localStorage.setItem('kt.auth', JSON.stringify(record)), signedIn);
    await openSellPage(page, '282001');
    await expect(page.getByRole('heading', { name: 'Dealers near you' })).toBeVisible();
    await expect(dealerCards(page).first()).toBeVisible();

    const types = await dealerCards(page).locator('.dealer-card__id').allTextContents();
    const ranks = types.map((text) => (text.includes('Kabadi') ? 0 : text.includes('Collector') ? 1 : 2));
    expect(ranks.length).toBeGreaterThanOrEqual(3);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks[0]).toBe(0);
    expect(ranks.at(-1)).toBe(2);
    await expect(dealerCards(page).first()).toContainText(whoBuysLabels.housesAndShops);
    await expect(dealerCards(page).last()).toContainText(whoBuysLabels.bulkFromDealers);
    // The price cards follow the same order: a Kabadiwala's prices first, labelled for houses and shops.
    await expect(page.locator('article.price-card').first().locator('.price-card__who-buys')).toContainText(whoBuysLabels.housesAndShops);
    await expect(page.locator('article.price-card').last().locator('.price-card__who-buys')).toContainText(whoBuysLabels.bulkFromDealers);
    await expectNoSideScroll(page);
  });
});
