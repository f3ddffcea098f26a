import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { customerSignUp } from '../../apps/server/test/sign-up-fields.ts';
import { readLatestLink } from './mailbox.ts';

/** The seeded, verified demo accounts (apps/server/src/seed). Never change their passwords. */
export const demo = {
  password: 'Kabadi@2026',
  customer: 'customer@example.com',
  kabadi: 'kabadi@example.com',
  collector: 'collector@example.com',
  recycler: 'recycler@example.com',
} as const;

export type NewAccount = { username: string; email: string; mobile: string; password: string };

/** A fresh account of this journey alone: workers share one server and one database. */
export function newAccount(label: string): NewAccount {
  const unique = `${Date.now()}-${randomInt(1_000_000).toString().padStart(6, '0')}`;
  return {
    username: `E2E ${label}`,
    email: `${label}-${unique}@example.in`,
    mobile: uniqueMobile(),
    password: `Pass-${randomInt(1_000_000)}-word`,
  };
}

/** Ten digits, starting 9. */
export function uniqueMobile(): string {
  return `9${randomInt(1_000_000_000).toString().padStart(9, '0')}`;
}

/** POST /v3/api/registration/customer/ with form fields, as a Personal House: an unverified account. */
export async function registerCustomerByApi(request: APIRequestContext, account: NewAccount): Promise<void> {
  const response = await request.post('/v3/api/registration/customer/', {
    form: customerSignUp({
      username: account.username,
      email: account.email,
      password: account.password,
      mobile_number: account.mobile,
      address: '12 Test Lane, Civil Lines',
    }),
  });
  expect(response.status(), `registration of ${account.email}: ${await response.text()}`).toBe(201);
}

/** Verifies an account through the API with the link from its latest verification mail. */
export async function verifyByApi(request: APIRequestContext, email: string): Promise<void> {
  const link = new URL(await readLatestLink(request, email, 'verify'));
  // The mailed link opens the web page /v3/api/email-verify/{utype}/Frontend/; the page calls the API without 'Frontend/'.
  const apiPath = link.pathname.replace(/Frontend\/$/, '');
  const response = await request.get(`${apiPath}${link.search}`);
  expect(response.status(), `verification of ${email}: ${await response.text()}`).toBe(200);
}

/** A registered and verified Personal customer of this journey alone. */
export async function createVerifiedCustomer(request: APIRequestContext, label: string): Promise<NewAccount> {
  const account = newAccount(label);
  await registerCustomerByApi(request, account);
  await verifyByApi(request, account.email);
  return account;
}

/** Opens /signin and submits the form on the Customer or Dealer tab. */
export async function signInThroughForm(page: Page, as: 'Customer' | 'Dealer', email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await fillSignIn(page, as, email, password);
}

/** Fills and submits the sign-in form already on screen. */
export async function fillSignIn(page: Page, as: 'Customer' | 'Dealer', email: string, password: string): Promise<void> {
  const tab = page.getByRole('tab', { name: as, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Step 1 of every sign-up: name, e-mail, mobile, password twice, the agreement; then 'Next'. */
export async function fillSignupDetails(page: Page, account: NewAccount): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(account.username);
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Mobile number', { exact: true }).fill(account.mobile);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /I agree to the Privacy Policy and the Terms & Conditions/ }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/** The spec's message pop-up (section 8), by its title. */
export function messageDialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Expects the pop-up to say exactly `text`, then closes it with its confirm button. */
export async function expectMessageAndClose(page: Page, title: string, text: string): Promise<void> {
  const dialog = messageDialog(page, title);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.dialog__text')).toHaveText(text);
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The stored auth record, as the browser keeps it (null when signed out). */
export function readStoredAuth(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('kt.auth'));
}
