import { expect, test } from '@playwright/test';

test.describe('/sell', () => {
  test('shows six category cards with pictures from the server', async ({ page }) => {
    await page.goto('/sell');
    const cards = page.locator('.category-grid .category-card');
    await expect(cards).toHaveCount(6);
    await expect(cards).toHaveText(['Paper', 'Glass', 'Plastic', 'Metal', 'E-waste', 'Other']);
    const images = page.locator('.category-grid img');
    await expect(images).toHaveCount(6);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });

  test("clicking a category with no saved pincode says 'Enter Pincode'", async ({ page }) => {
    await page.goto('/sell');
    await page.getByRole('button', { name: 'Paper' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Enter Pincode' })).toBeVisible();
    await expect(page).toHaveURL(/\/sell$/);
  });

  test('with a saved pincode, clicking a category saves its lowercase name and opens the selling page', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('kt.pincode', JSON.stringify('282001')));
    await page.goto('/sell');
    await page.getByRole('button', { name: 'E-waste' }).click();
    await expect(page).toHaveURL(/\/sell\/sellitem$/);
    expect(await page.evaluate(() => window.localStorage.getItem('kt.sellItem'))).toBe('"e-waste"');
  });

  test('the toast sits at the top right and goes away after 5 seconds', async ({ page }) => {
    await page.goto('/sell');
    await page.getByRole('button', { name: 'Glass' }).click();
    const toast = page.locator('.toast');
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y < 100 && box.x + box.width > viewport.width - 40).toBe(true);
    await expect(toast).toBeHidden({ timeout: 7000 });
  });
});

test('opening /sell on a phone from another page moves nothing on screen when the categories arrive', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/cat/category-list/', async (route) => {
    await gate;
    await route.continue();
  });
  // A first load of /sell brings its categories in the HTML (server-rendered); the browser reads
  // them itself when the visitor comes from another page.
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SELL', exact: true }).click();
  await expect(page.locator('.category-grid[aria-busy="true"]')).toBeVisible();
  // What moved while the page changed is not the point: only what moves when the categories arrive.
  await page.evaluate(() => {
    (window as unknown as { __shifts: number[] }).__shifts.length = 0;
  });
  release();
  await expect(page.locator('.category-grid img')).toHaveCount(6);
  await page.waitForTimeout(300);
  const total = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
  expect(total).toBeLessThan(0.01);
});
