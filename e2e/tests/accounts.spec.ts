import { expect, test, type Page } from '@playwright/test';
import { messages } from '@kt/contract/messages';
import {
  createVerifiedCustomer,
  demo,
  expectMessageAndClose,
  fillSignIn,
  fillSignupDetails,
  newAccount,
  readStoredAuth,
  registerCustomerByApi,
  signInThroughForm,
  uniqueMobile,
  type NewAccount,
} from '../support/accounts.ts';
import { countMails, readLatestLink, readMails } from '../support/mailbox.ts';

/** One fact of the profile page (a <dt> and its <dd>). */
function profileFact(page: Page, name: string) {
  return page.locator('.profile__facts > div').filter({ has: page.getByRole('term').filter({ hasText: name }) }).getByRole('definition');
}

/** /signin/signup → Customer → the customer type → the personal or organization sign-up, step 1. */
async function startCustomerSignUp(page: Page, customerType: string, expectedPath: RegExp) {
  await page.goto('/signin/signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who am I');
  await page.getByRole('link', { name: /^Customer/ }).click();
  await expect(page).toHaveURL(/\/signin\/signup\/customer$/);
  await page.getByLabel('Customer type').selectOption(customerType);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(expectedPath);
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
}

/** Step 2 of a customer sign-up: the pincode and Tab fill state and city; then the address and 'Sign Up'. */
async function fillAddressAndSignUp(page: Page) {
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  const pincode = page.getByLabel('Pincode', { exact: true });
  await pincode.fill('282001');
  await pincode.press('Tab');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('Uttar Pradesh');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Agra');
  await page.getByLabel('Address', { exact: true }).fill('14 Sanjay Place, near the post office');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

/** After a successful sign-up: the pop-up, then /signin. */
async function expectVerificationSent(page: Page) {
  await expectMessageAndClose(page, 'Sign Up', messages.signUp.verificationSent);
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
}

test.describe('sign-up', () => {
  test('a Personal customer signs up, verifies from the mailbox, signs in, changes the mobile number and logs out', async ({
    page,
  }) => {
    const account = newAccount('personal');
    await startCustomerSignUp(page, 'House', /\/signin\/signup\/customer\/personal$/);
    await expect(page.getByText('Personal account · House')).toBeVisible();
    await fillSignupDetails(page, account);
    await fillAddressAndSignUp(page);
    await expectVerificationSent(page);
    expect(await page.evaluate(() => window.localStorage.getItem('kt.signupInProgress'))).toBeNull();

    // The mailbox page, like a person: open the mail and click its link.
    await expect
      .poll(async () => {
        await page.goto(`/dev/mailbox?to=${encodeURIComponent(account.email)}`);
        return page.getByRole('link', { name: /\/v3\/api\/email-verify\/customer\/Frontend\/\?token=/ }).count();
      })
      .toBe(1);
    await page.getByRole('link', { name: /\/v3\/api\/email-verify\/customer\/Frontend\/\?token=/ }).click();
    await expect(page).toHaveURL(/\/v3\/api\/email-verify\/customer\/Frontend\/\?token=/);
    await expect(page.getByRole('status')).toHaveText(messages.password.verified);

    await page.getByRole('link', { name: 'Signin', exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await fillSignIn(page, 'Customer', account.email, account.password);
    await expect(page).toHaveURL(/\/sell$/);
    expect(JSON.parse((await readStoredAuth(page)) ?? 'null')).toMatchObject({
      email: account.email,
      username: account.username,
      account_type: 'Personal',
      account_category: 'customer',
    });

    await page.goto('/sell/user/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
    await expect(profileFact(page, 'E-mail')).toHaveText(account.email);
    await expect(profileFact(page, 'Mobile number')).toHaveText(account.mobile);

    const newMobile = uniqueMobile();
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/sell\/user\/profile\/profileedit$/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('readonly', '');
    const mobile = page.getByLabel('Mobile number', { exact: true });
    await expect(mobile).toHaveValue(account.mobile);
    await mobile.fill(newMobile);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('.toast').filter({ hasText: messages.profile.updated })).toBeVisible();
    await expect(page).toHaveURL(/\/sell\/user\/profile$/);
    await expect(profileFact(page, 'Mobile number')).toHaveText(newMobile);
    await page.reload();
    await expect(profileFact(page, 'Mobile number')).toHaveText(newMobile);

    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    await expect.poll(() => readStoredAuth(page)).toBeNull();
  });

  test('an Organization customer (College) signs up through both steps and is told the verification e-mail was sent', async ({
    page,
    request,
  }) => {
    const account = newAccount('college');
    await startCustomerSignUp(page, 'College', /\/signin\/signup\/customer\/organization$/);
    await expect(page.getByText('Organization account · College')).toBeVisible();
    await fillSignupDetails(page, account);

    // Back on the address step returns to the details, as they were.
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(account.email);
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await fillAddressAndSignUp(page);
    await expectVerificationSent(page);
    const link = await readLatestLink(request, account.email, 'verify');
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:3100\/v3\/api\/email-verify\/customer\/Frontend\/\?token=/);
  });

  test('a Recycler dealer signs up in three steps, follows the mailed link and signs in on the Dealer tab to /dealer/home', async ({
    page,
    request,
  }) => {
    const account = newAccount('recycler');
    await page.goto('/signin/signup');
    await page.getByRole('link', { name: /^Dealer/ }).click();
    await expect(page).toHaveURL(/\/signin\/signup\/dealer$/);
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await page.getByRole('radio', { name: /Recycler/ }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are signing up as a Recycler' })).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    const agreement = page.locator('form .check');
    await expect(agreement.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveAttribute('target', '_blank');
    await expect(agreement.getByRole('link', { name: 'Terms & Conditions', exact: true })).toHaveAttribute('target', '_blank');
    await fillSignupDetails(page, account);
    await expectVerificationSent(page);

    const link = await readLatestLink(request, account.email, 'verify');
    expect(link).toContain('/v3/api/email-verify/dealer/Frontend/?token=');
    await page.goto(link);
    await expect(page.getByRole('status')).toHaveText(messages.password.verified);

    await signInThroughForm(page, 'Dealer', account.email, account.password);
    await expect(page).toHaveURL(/\/dealer\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    expect(JSON.parse((await readStoredAuth(page)) ?? 'null')).toMatchObject({ email: account.email, account_type: 'Recycler' });
  });

  test('signing up with the e-mail of a verified account says so and goes to /signin', async ({ page }) => {
    const account: NewAccount = { ...newAccount('existing'), email: demo.customer };
    await startCustomerSignUp(page, 'House', /\/signin\/signup\/customer\/personal$/);
    const checked = page.waitForResponse((response) => response.url().includes('/v3/api/database-checker/customer/'));
    await fillSignupDetails(page, account);
    expect((await checked).status()).toBe(302);
    await expectMessageAndClose(page, 'Sign Up', messages.signUp.verifiedExists);
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
  });
});

test.describe('sign-in errors (spec 8)', () => {
  test("an unknown e-mail says 'Account doesn't exist. Signup first.'", async ({ page }) => {
    await signInThroughForm(page, 'Customer', newAccount('nobody').email, 'Whatever-123');
    await expectMessageAndClose(page, 'Sign In', messages.signIn.accountDoesNotExist);
    await expect(page).toHaveURL(/\/signin$/);
    expect(await readStoredAuth(page)).toBeNull();
  });

  test("a wrong password of a demo account says 'Invalid Credentials.'", async ({ page }) => {
    await signInThroughForm(page, 'Customer', demo.customer, 'Not-the-password-1');
    await expectMessageAndClose(page, 'Sign In', messages.signIn.invalidCredentials);
    await expect(page).toHaveURL(/\/signin$/);
    expect(await readStoredAuth(page)).toBeNull();
  });

  test('an account that is not verified yet is told so and gets a new activation mail', async ({ page, request }) => {
    const account = newAccount('unverified');
    await registerCustomerByApi(request, account);
    await expect.poll(() => countMails(request, account.email)).toBe(1);
    const [before] = await readMails(request, account.email);

    await signInThroughForm(page, 'Customer', account.email, account.password);
    await expectMessageAndClose(page, 'Sign In', messages.signIn.notVerified);
    await expect.poll(() => countMails(request, account.email)).toBe(2);
    const again = await readLatestLink(request, account.email, 'verify', { afterId: before?.id ?? 0 });
    expect(again).toContain('/v3/api/email-verify/customer/Frontend/?token=');
    expect(await readStoredAuth(page)).toBeNull();
  });

  test("any other failure says 'Login Error!!' and the page reloads", async ({ page }) => {
    await page.route('**/v3/api/sign_in/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL', message: 'Something broke' }),
      }),
    );
    await page.goto('/signin');
    await page.evaluate(() => {
      (window as unknown as { beforeReload?: boolean }).beforeReload = true;
    });
    await fillSignIn(page, 'Customer', demo.customer, demo.password);
    const reloaded = page.waitForEvent('load');
    await expectMessageAndClose(page, 'Sign In', messages.signIn.loginError);
    await reloaded;
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('');
    expect(await readStoredAuth(page)).toBeNull();
  });
});

test.describe('password reset', () => {
  test('forgot password, reset from the mailed link, then only the new password signs in; the link works once', async ({
    page,
    request,
  }) => {
    const account = await createVerifiedCustomer(request, 'reset');
    const newPassword = `New-${account.password}`;

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(/\/forget_password$/);
    await page.getByRole('tab', { name: 'Customer', exact: true }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send email', exact: true }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(messages.password.resetMailSent);
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

    const link = await readLatestLink(request, account.email, 'reset');
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:3100\/v3\/api\/password-reset-confirm\/customer\/\d+\/[^/]+\/Frontend$/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset Password');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page).toHaveURL(/\/password_change_success$/);
    await expect(page.getByRole('status')).toHaveText(messages.password.resetSuccess);

    await signInThroughForm(page, 'Customer', account.email, account.password);
    await expectMessageAndClose(page, 'Sign In', messages.signIn.invalidCredentials);
    await fillSignIn(page, 'Customer', account.email, newPassword);
    await expect(page).toHaveURL(/\/sell$/);

    // The same link a second time.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another-password-9');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Another-password-9');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectMessageAndClose(page, 'Reset Password', messages.password.resetInvalid);
    await expect(page).toHaveURL(/\/v3\/api\/password-reset-confirm\//);
  });

  test("the reset page refuses a short or mismatched password with 'Password should be greater than 8 characters'", async ({ page }) => {
    let completions = 0;
    page.on('request', (request) => {
      if (request.url().includes('/v3/api/password-reset-completion/')) completions += 1;
    });
    await page.goto('/v3/api/password-reset-confirm/customer/1/not-a-real-token/Frontend');
    const alert = page.locator('form').getByRole('alert');
    const newPassword = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password', { exact: true });
    const submit = page.getByRole('button', { name: 'Submit', exact: true });

    await newPassword.fill('short');
    await confirm.fill('short');
    await submit.click();
    await expect(alert).toHaveText(messages.password.resetTooShort);

    await newPassword.fill('Long-enough-1');
    await confirm.fill('Long-enough-2');
    await submit.click();
    await expect(alert).toHaveText(messages.password.resetTooShort);

    await expect(page).toHaveURL(/\/v3\/api\/password-reset-confirm\/customer\/1\/not-a-real-token\/Frontend$/);
    expect(completions).toBe(0);
  });
});

test.describe('signed in, /signin passes you on', () => {
  test('a signed-in seller opening /signin lands on /sell/user/profile', async ({ page }) => {
    await signInThroughForm(page, 'Customer', demo.customer, demo.password);
    await expect(page).toHaveURL(/\/sell$/);
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/sell\/user\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  });

  test('a signed-in dealer opening /signin lands on /dealer/home', async ({ page }) => {
    await signInThroughForm(page, 'Dealer', demo.kabadi, demo.password);
    await expect(page).toHaveURL(/\/dealer\/home$/);
    await page.goto('/sell');
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/dealer\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  });
});
