import { expect, test } from '@playwright/test';
import { storeAuthRecord } from '../support/session.ts';
import { demo } from '../support/accounts.ts';
import { signInByApi } from '../support/orders.ts';

test.describe('public layout', () => {
  test('/ shows the top navigation and the footer with the site identity', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['ABOUT', 'JOIN US', 'SELL', 'FAQ', 'CONTACT', 'SIGN IN']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Agra');
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(footer.getByRole('list').last().getByRole('link')).toHaveCount(3);
    await expect(footer).toContainText('All rights reserved by');
    for (const href of ['/#ourvision', '/#ourmission', '/#ourteam', '/#whatwedo', '/sell/#sellyourscrap', '/joinus/#joinourteam', '/termsconditions', '/privacypolicy']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test('on a 390 px wide screen the menu toggle opens the menu and choosing a link closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menuLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' });
    await expect(menuLink).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menuLink).toBeVisible();
    await menuLink.click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menuLink).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test("with a stored auth record, hovering SIGN IN shows 'You are Signed In'", async ({ page }) => {
    await storeAuthRecord(page, 'Personal');
    await page.goto('/');
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeHidden();
    await page.getByRole('link', { name: 'SIGN IN' }).hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText('You are Signed In');
    await expect(tooltip).toHaveCSS('background-color', 'rgb(59, 125, 23)');
  });

  test('without a stored auth record, hovering SIGN IN shows no tooltip', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'SIGN IN' }).hover();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});

test.describe('routes and guards', () => {
  test('/no/such/page lands on /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ABOUT US');
  });

  test('/dealer/home with no session lands on /signin', async ({ page }) => {
    await page.goto('/dealer/home');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('/sell/cart with a dealer session is refused, and /signin passes the dealer on to /dealer/home', async ({ page, request }) => {
    // A real session: the dashboard loads the dealer's numbers from the server.
    const record = JSON.stringify(await signInByApi(request, 'dealer', demo.kabadi, demo.password));
    await page.addInitScript((value) => window.localStorage.setItem('kt.auth', value), record);
    await page.goto('/sell/cart');
    await expect(page).toHaveURL(/\/dealer\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  });

  test('a signed-in seller opening /signin lands on /sell/user/profile, a dealer on /dealer/home', async ({ browser }) => {
    const seller = await browser.newPage();
    await storeAuthRecord(seller, 'Organization');
    await seller.goto('/signin');
    await expect(seller).toHaveURL(/\/sell\/user\/profile$/);
    const dealer = await browser.newPage();
    await storeAuthRecord(dealer, 'Recycler');
    await dealer.goto('/signin');
    await expect(dealer).toHaveURL(/\/dealer\/home$/);
  });

  test('screen paths under API prefixes reach the app; unknown API paths stay JSON 404s', async ({ page, request }) => {
    for (const url of ['/dealer/home', '/v3/api/email-verify/customer/Frontend/?token=x']) {
      const res = await request.get(url, { headers: { accept: 'text/html' } });
      expect(res.status(), url).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
    }
    const missing = await request.get('/cat/no-such-endpoint/', { headers: { accept: 'text/html' } });
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });

    await page.goto('/v3/api/email-verify/customer/Frontend/?token=x');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Verification');
  });
});
