import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { demo } from '../support/accounts.ts';
import { crossOriginPort } from '../support/cross-origin.ts';

/**
 * The spec's own client on another host (spec 7: 'the API base host is not shown'): a page of
 * its own origin, listed in CORS_ORIGINS, that signs in with `new FormData()` as that client
 * does, reads the profile with the token, and shows a category picture from the API.
 */
const clientPage = (apiBase: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another client</title></head>
<body>
<p id="status">starting</p><p id="welcome"></p><img id="category" alt="category">
<script>
const api = ${JSON.stringify(apiBase)};
const status = (text) => { document.getElementById('status').textContent = text; };
(async () => {
  try {
    const form = new FormData();
    form.append('email', ${JSON.stringify(demo.customer)});
    form.append('password', ${JSON.stringify(demo.password)});
    const signIn = await fetch(api + '/v3/api/sign_in/customer/', { method: 'POST', body: form });
    if (!signIn.ok) return status('sign-in ' + signIn.status);
    const record = await signIn.json();
    const profile = await fetch(api + '/v3/api/view-profile/customer/' + record.id, {
      headers: { Authorization: 'Bearer ' + record.tokens.access },
    });
    if (!profile.ok) return status('profile ' + profile.status);
    document.getElementById('welcome').textContent = 'Welcome ' + (await profile.json()).username;
    const categories = await (await fetch(api + '/cat/category-list/')).json();
    const img = document.getElementById('category');
    img.onload = () => status('done');
    img.onerror = () => status('picture failed');
    img.src = categories[0].image;
  } catch (error) {
    status('failed: ' + error.message);
  }
})();
</script>
</body></html>`;

/** Serves the client page from `port` on localhost until `use` is done. */
async function withClientOrigin(apiBase: string, port: number, use: (origin: string) => Promise<void>) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(clientPage(apiBase));
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  try {
    await use(`http://localhost:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

test('a page on another listed origin signs in with FormData, reads the profile with the token and shows a category picture', async ({ page, baseURL }) => {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  await withClientOrigin(baseURL ?? '', crossOriginPort, async (origin) => {
    await page.goto(`${origin}/`);
    await expect(page.locator('#status')).toHaveText('done');
    await expect(page.locator('#welcome')).toHaveText(/^Welcome .+/);
    const picture = page.locator('#category');
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(picture).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/media\//);
  });
  expect(failures).toEqual([]);
});

test('a page on an origin that is not listed cannot read the API', async ({ page, baseURL }) => {
  await withClientOrigin(baseURL ?? '', 0, async (origin) => {
    await page.goto(`${origin}/`);
    await expect(page.locator('#status')).toHaveText(/^failed: /);
    await expect(page.locator('#welcome')).toHaveText('');
  });
});
