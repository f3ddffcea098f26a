import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import type { DealerAccountType } from '@kt/contract/accounts/account-types';
import { messages } from '@kt/contract/messages';
import type { DealerCard, GetDealersResponse } from '@kt/contract/selling/dealers';
import { expectMessageAndClose, fillSignupDetails, type NewAccount } from './accounts.ts';

/** The dealer works from a phone (DESIGN.md): every page of this journey is tried 360 px wide. */
export const phone = { width: 360, height: 780 } as const;

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A small, valid one-page PDF (the server sniffs '%PDF-'; a viewer opens it too). */
export function tinyPdf(name: string): UploadFile {
  const text = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text, 'latin1') };
}

/** A real 1×1 PNG. */
export function tinyPng(name: string): UploadFile {
  const oneGreenPixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  return { name, mimeType: 'image/png', buffer: Buffer.from(oneGreenPixel, 'base64') };
}

/** A toast with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.toast').filter({ hasText: text });
}

/** A page in a context of its own, 360 px wide, as a phone shows it. */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: phone });
  return context.newPage();
}

/** /signin/signup → Dealer → the dealer type → its introduction → the details; ends back on /signin. */
export async function signUpDealerThroughForm(page: Page, account: NewAccount, type: DealerAccountType): Promise<void> {
  await page.goto('/signin/signup');
  await page.getByRole('link', { name: /^Dealer/ }).click();
  await expect(page).toHaveURL(/\/signin\/signup\/dealer$/);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(type) }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: `You are signing up as a ${type}` })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await fillSignupDetails(page, account);
  await expectMessageAndClose(page, 'Sign Up', messages.signUp.verificationSent);
  await expect(page).toHaveURL(/\/signin$/);
}

/** The dealers GET /dealer/api/getdealers/{pincode} lists, as the selling page reads them. */
export async function dealersIn(request: APIRequestContext, pincode: string): Promise<DealerCard[]> {
  const response = await request.get(`/dealer/api/getdealers/${pincode}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as GetDealersResponse).data.dealers;
}

/** Opens the area menu drawer (a phone shows the menu behind a button) and answers its navigation. */
export async function openAreaMenu(page: Page, menuLabel = 'Dealer menu'): Promise<Locator> {
  await page.getByRole('button', { name: menuLabel }).click();
  const drawer = page.getByRole('dialog', { name: menuLabel });
  await expect(drawer).toBeVisible();
  return drawer.getByRole('navigation');
}

/** An axe-core scan with the WCAG 2.1 A/AA rules finds nothing, whatever its impact. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const report = results.violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `  ${node.target.join(' ')}`).join('\n');
      return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes}`;
    })
    .join('\n');
  const found = results.violations.map((violation) => violation.id);
  expect(found, `axe violations on ${new URL(page.url()).pathname}:\n${report}`).toEqual([]);
}

/** Nothing on the page is wider than the phone: it never scrolls sideways. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `scroll width of ${new URL(page.url()).pathname}`).toBeLessThanOrEqual(phone.width);
}

/** Both checks a dealer's page must pass on a phone. */
export async function expectFitsPhoneAndAccessible(page: Page): Promise<void> {
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);
}

/** The dealer sets a price in Rs per kg of one subcategory in a pincode it serves, through the API. */
export async function addPriceByApi(
  request: APIRequestContext,
  dealer: { id: number; tokens: { access: string } },
  price: { subcategory: number; pincode: string; price: string },
): Promise<void> {
  const response = await request.post('/dealer_details/add-price/', {
    headers: { authorization: `Bearer ${dealer.tokens.access}` },
    data: { dealer: dealer.id, ...price },
  });
  expect(response.status(), `price of ${price.subcategory} in ${price.pincode}: ${await response.text()}`).toBe(201);
}
