import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { PublicSiteSettings } from '@kt/contract/admin/site-settings';
import type { Category } from '@kt/contract/catalog/category-list';
import type { FaqItem, TeamMember, Testimonial } from '@kt/contract/content/website-content';
import type { MarketplacePage } from '@kt/contract/marketplace/page';
import { messages } from '@kt/contract/messages';
import type { DealerCard, GetDealersResponse } from '@kt/contract/selling/dealers';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { pathTo } from '@kt/contract/http/path-to';
import * as routes from '@kt/contract/routes';
import { formatPrice } from '../../apps/web/src/features/marketplace/format.ts';
import { displayDealerId, formatRupees } from '../../apps/web/src/lib/format.ts';
import { verifiedText } from '../../apps/web/src/features/selling/verified-text.ts';
import { whoBuysLabel } from '@kt/contract/selling/who-buys';
import { demo, signInThroughForm } from '../support/accounts.ts';
import { priceListByApi } from '../support/orders.ts';

/**
 * Issue 26: the public pages come from the server with their content and data, and the browser
 * hydrates them. Plain HTTP gets the content before any script; Chromium shows it with
 * JavaScript off; with JavaScript on, React takes over the server's nodes without a warning, and
 * reads none of the page's data again. Then the page works (its handlers are attached).
 */

const pincode = '282001';

/** What the seeded server shows, read through its API (never assumed from the seed). */
type SiteData = {
  faq: FaqItem[];
  categories: Category[];
  team: TeamMember[];
  workingTeam: Testimonial[];
  happyCustomers: Testimonial[];
  settings: PublicSiteSettings;
  prices: PriceListEntry[];
  dealers: DealerCard[];
  /** An active dealer of 282001 no other journey changes, and their public page. */
  dealerId: number;
  marketplace: MarketplacePage;
};

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

async function readSiteData(request: APIRequestContext): Promise<SiteData> {
  const dealers = (await getJson<GetDealersResponse>(request, pathTo(routes.getDealers, { pincode }))).data.dealers;
  // Not the demo Kabadi: other journeys add initiatives, ratings and pickups to its page while this one runs.
  const dealer = dealers.find((candidate) => candidate.account_type === 'Recycler');
  if (!dealer) throw new Error(`the seed has no Recycler in ${pincode}`);
  const [faq, categories, team, workingTeam, happyCustomers, settings, prices, marketplace] = await Promise.all([
    getJson<FaqItem[]>(request, routes.faq.path),
    getJson<Category[]>(request, routes.categoryList.path),
    getJson<TeamMember[]>(request, routes.teamMembers.path),
    getJson<Testimonial[]>(request, routes.workingTeamMembers.path),
    getJson<Testimonial[]>(request, routes.happyCustomers.path),
    getJson<PublicSiteSettings>(request, routes.siteSettings.path),
    priceListByApi(request, pincode),
    getJson<MarketplacePage>(request, pathTo(routes.marketplacePage, { id: dealer.id })),
  ]);
  expect(faq.length, 'the seed has an FAQ').toBeGreaterThan(0);
  expect(prices.length, `the seed has prices in ${pincode}`).toBeGreaterThan(0);
  expect(marketplace.prices.length, 'the dealer has prices').toBeGreaterThan(0);
  return { faq, categories, team, workingTeam, happyCustomers, settings, prices, dealers, dealerId: dealer.id, marketplace };
}

const publicPaths = ['/', '/joinus', '/sell', '/sell/sellitem', '/faq', '/contact', '/privacypolicy', '/termsconditions'] as const;
const marketplacePath = (dealerId: number) => `/marketplace/${dealerId}/`;
const allPaths = (data: SiteData) => [...publicPaths, marketplacePath(data.dealerId)];

/** The page heading each page shows. */
function headingOf(path: string, data: SiteData): string {
  const headings: Record<string, string> = {
    '/': 'ABOUT US',
    '/joinus': 'Join Us',
    '/sell': 'Sell your scrap',
    '/sell/sellitem': 'Sell your scrap',
    '/faq': 'Frequently Asked Questions',
    '/contact': 'Contact Us',
    '/privacypolicy': 'Privacy Policy',
    '/termsconditions': 'Terms & Conditions',
  };
  return headings[path] ?? data.marketplace.dealer.username;
}

// ---- Reading the server's HTML as text ----------------------------------------------------

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return namedEntities[code] ?? whole;
  });
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Markup as the words a reader sees: no tags, no React's text separators (<!-- -->), entities decoded. */
function textOf(markup: string): string {
  return squeeze(decodeEntities(markup.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ')));
}

/** The app's markup only: the page data script holds the same words as JSON, which would prove nothing. */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</body>');
  expect(start, 'the page has #root').toBeGreaterThanOrEqual(0);
  return html.slice(start, end);
}

/** The text of each element whose start tag begins with `openTag` (up to its `closeTag`), in the app's markup. */
function blocksOf(html: string, openTag: string, closeTag: string): string[] {
  return rootMarkup(html)
    .split(openTag)
    .slice(1)
    .map((part) => textOf(part.slice(part.indexOf('>') + 1, part.indexOf(closeTag))));
}

/** What every page's footer shows from the site settings. */
function footerTexts(settings: PublicSiteSettings): string[] {
  return [settings.contact_email, ...settings.phones].filter((text) => text !== '');
}

/** The longest run of an answer's HTML without markup: one text node, found as it reads in the browser. */
function longestPlainRun(html: string): string {
  return decodeEntities(html)
    .split(/<[^>]+>/)
    .map(squeeze)
    .reduce((longest, run) => (run.length > longest.length ? run : longest), '');
}

/** The words of `path` that must be in its HTML before any script runs (beside its heading and footer). */
function contentOf(path: string, data: SiteData): string[] {
  switch (path) {
    case '/':
      return [
        'A sustainable world built on a circular economy',
        'What We Do?',
        'Hyperlocal Platform',
        ...data.team.map((member) => `${member.name} (${member.title})`),
      ];
    case '/joinus':
      return ['Alone we can do so little', ...data.workingTeam.flatMap((member) => [member.name, member.feedback])];
    case '/sell':
      return [...data.categories.map((category) => category.name), ...data.happyCustomers.map((customer) => customer.feedback)];
    case '/faq':
      return data.faq.flatMap((item) => [item.qns, textOf(item.ans)]);
    case '/contact':
      return ['Send us a message', ...footerTexts(data.settings)];
    case '/privacypolicy':
      return ['Who we are', 'Cookies and browser storage'];
    case '/termsconditions':
      return ['Who we are', 'Acceptable use'];
    case '/sell/sellitem':
      // Without a chosen area: the page asks for one (the area's content is checked with its cookie).
      return [];
    default:
      return [data.marketplace.dealer.username, `KT ID: ${data.marketplace.dealer.KT_ID}`];
  }
}

/** The dealer's prices in the area the page opens on (the visitor's, else the dealer's first), as the page writes them. */
function marketplacePrices(data: SiteData, area: string): string[] {
  return data.marketplace.prices
    .filter((price) => price.pincode === area)
    .map((price) => `${price.subcategory_name} Rs ${formatPrice(price.price)}/${price.unit || 'kg'}`);
}

/** A price card of /sell/sellitem, as its text reads. */
/** A price card's text: the item, the dealer, whom they buy from and their Verified badge (issue 28), the rate. */
const priceCardText = (entry: PriceListEntry) =>
  `${entry.subcategory_name} ${entry.dealer_name} ${displayDealerId(entry.dealer_kt_id)} ${whoBuysLabel(entry.dealer_account_type)} ${verifiedText(entry.dealer_verified_on)} ${formatRupees(entry.price)} / ${entry.unit || 'kg'}`;

// ---- The browser: what React did with the server's HTML ---------------------------------------

type Watch = { problems: string[]; reads: string[] };

/** Console errors and warnings, uncaught errors, and the page's fetch/XHR calls, from now on. */
function watchPage(page: Page): Watch {
  const watch: Watch = { problems: [], reads: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const { url, lineNumber } = message.location();
    watch.problems.push(`console.${message.type()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => watch.problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') {
      const url = new URL(request.url());
      watch.reads.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  });
  return watch;
}

/** The poll's tally on / is read by the browser by design (a vote changes it; it is not in the HTML). */
const readsByDesign: Record<string, RegExp[]> = { '/': [/^GET \/votes\/get-votes\/\d+\/$/] };

/**
 * Keeps the nodes the server's HTML made, at the moment the parser is done and before any module
 * script has run (readyState 'interactive' comes first): hydration keeps them, a render in the
 * browser replaces them. Nothing is written into the DOM, so React sees the HTML as sent.
 */
function keepServerNodes() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const root = document.getElementById('root');
    (window as unknown as { __serverNodes: unknown }).__serverNodes = {
      h1: root?.querySelector('main h1') ?? null,
      header: root?.querySelector('header') ?? null,
      footer: root?.querySelector('footer') ?? null,
      pageData: document.getElementById('kt-page-data') !== null,
      staticShell: document.getElementById('static-shell') !== null,
    };
  });
}

type Hydration = { pageData: boolean; staticShell: boolean; sameH1: boolean; sameHeader: boolean; sameFooter: boolean; reactOwnsH1: boolean };

function readHydration(page: Page): Promise<Hydration> {
  return page.evaluate(() => {
    type Kept = { h1: Element | null; header: Element | null; footer: Element | null; pageData: boolean; staticShell: boolean };
    const kept = (window as unknown as { __serverNodes?: Kept }).__serverNodes;
    const same = (before: Element | null | undefined, selector: string) => {
      const now = document.querySelector(selector);
      return Boolean(before) && before === now && Boolean(now?.isConnected);
    };
    const h1 = document.querySelector('#root main h1');
    return {
      pageData: kept?.pageData ?? false,
      staticShell: kept?.staticShell ?? true,
      sameH1: same(kept?.h1, '#root main h1'),
      sameHeader: same(kept?.header, '#root header'),
      sameFooter: same(kept?.footer, '#root footer'),
      reactOwnsH1: h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber$')),
    };
  });
}

/**
 * Opens each page in `page` and checks, softly (every page reports): no console error or
 * warning, React hydrated the server's nodes, and the browser read none of the page's data.
 */
async function checkHydratedPages(page: Page, paths: readonly string[]) {
  const watch = watchPage(page);
  for (const path of paths) {
    await test.step(path, async () => {
      watch.problems.length = 0;
      watch.reads.length = 0;
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('#root main h1')).toBeVisible();
      // Effects after hydration (the stored session, pincode and guest marker) have run by now.
      await page.waitForTimeout(200);
      expect.soft(watch.problems, `console of ${path}`).toEqual([]);
      const hydration = await readHydration(page);
      expect.soft(hydration, `hydration of ${path}`).toEqual({
        pageData: true,
        staticShell: false,
        sameH1: true,
        sameHeader: true,
        sameFooter: true,
        reactOwnsH1: true,
      });
      const allowed = readsByDesign[path] ?? [];
      const repeated = watch.reads.filter((read) => !allowed.some((pattern) => pattern.test(read)));
      expect.soft(repeated, `data read again by the browser on ${path}`).toEqual([]);
    });
  }
}

async function withPincode(context: BrowserContext, baseURL: string) {
  // Both copies, as browser-storage.ts writes them: the cookie for the server, localStorage for the app.
  await context.addCookies([{ name: 'kt_pincode', value: pincode, url: baseURL }]);
  await context.addInitScript((value) => window.localStorage.setItem('kt.pincode', JSON.stringify(value)), pincode);
}

async function newWatchedContext(browser: Browser, baseURL: string, options: { pincode?: boolean } = {}) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(keepServerNodes);
  if (options.pincode) await withPincode(context, baseURL);
  return context;
}

/** A price card of one item of one dealer on /sell/sellitem. */
function priceCard(page: Page, item: string, dealer: string) {
  return page
    .locator('article.price-card')
    .filter({ has: page.getByRole('heading', { name: item, exact: true }) })
    .filter({ hasText: dealer });
}

// ---- 1. Plain HTTP ----------------------------------------------------------------------------

test.describe('plain HTTP (Accept: text/html) gets each page with its content', () => {
  let data: SiteData;
  test.beforeAll(async ({ request }) => {
    data = await readSiteData(request);
  });

  async function getPage(request: APIRequestContext, path: string, cookie?: string) {
    const response = await request.get(path, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) }, maxRedirects: 0 });
    expect(response.status(), `GET ${path}`).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html, `${path}: the page data for hydration`).toContain('<script type="application/json" id="kt-page-data">');
    expect(html, `${path}: no client-rendered shell`).not.toContain('id="static-shell"');
    return { html, text: textOf(rootMarkup(html)) };
  }

  for (const path of publicPaths) {
    test(`${path} holds its heading, content and footer in the HTML`, async ({ request }) => {
      const { html, text } = await getPage(request, path);
      expect(blocksOf(html, '<main', '</main>')[0], 'the heading is in <main>').toContain(headingOf(path, data));
      for (const expected of [...contentOf(path, data), ...footerTexts(data.settings)]) {
        expect.soft(text, `${path} shows '${expected}'`).toContain(squeeze(expected));
      }
    });
  }

  test("a dealer's /marketplace/{id}/ holds the dealer, their areas and the price list in the HTML", async ({ request }) => {
    const path = marketplacePath(data.dealerId);
    const { html, text } = await getPage(request, path);
    const { dealer, areas } = data.marketplace;
    expect(html).toContain(`<title>${dealer.username} – ${dealer.account_type} scrap dealer in Agra`);
    expect(rootMarkup(html)).toMatch(new RegExp(`<h1[^>]*>${dealer.username}</h1>`));
    for (const expected of contentOf(path, data)) expect.soft(text).toContain(expected);
    for (const area of areas) expect.soft(text, `area ${area.pincode}`).toContain(area.pincode);
    const shown = blocksOf(html, '<li class="card mp-price"', '</li>');
    expect(shown).toEqual(expect.arrayContaining(marketplacePrices(data, areas[0]?.pincode ?? '')));
    expect(shown).toHaveLength(marketplacePrices(data, areas[0]?.pincode ?? '').length);
  });

  test('/sell/sellitem with the cookie kt_pincode=282001 holds the area, every price and every dealer of 282001', async ({ request }) => {
    const { html, text } = await getPage(request, '/sell/sellitem', `kt_pincode=${pincode}`);
    expect(text).toContain(`Your area: Agra, Uttar Pradesh – ${pincode}`);
    const cards = blocksOf(html, '<article class="card price-card"', '</article>');
    expect(cards).toHaveLength(data.prices.length);
    for (const entry of data.prices) {
      expect.soft(cards.some((card) => card.includes(priceCardText(entry))), `price card '${priceCardText(entry)}'`).toBe(true);
    }
    const dealerCards = blocksOf(html, '<article class="card dealer-card"', '</article>');
    expect(dealerCards).toHaveLength(data.dealers.length);
    for (const dealer of data.dealers) {
      expect.soft(dealerCards.some((card) => card.startsWith(`${dealer.name} ${displayDealerId(dealer.KT_ID)}`)), `dealer ${dealer.name}`).toBe(true);
    }
  });

  test('/sell/sellitem with kt_sell_item=metal opens on the Metal prices', async ({ request }) => {
    const { html } = await getPage(request, '/sell/sellitem', `kt_pincode=${pincode}; kt_sell_item=metal`);
    expect(rootMarkup(html)).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Metal<\/button>/);
    const metal = data.prices.filter((entry) => entry.category_name === 'Metal');
    expect(metal.length).toBeGreaterThan(0);
    const cards = blocksOf(html, '<article class="card price-card"', '</article>');
    expect(cards).toHaveLength(metal.length);
    for (const entry of metal) expect.soft(cards.some((card) => card.startsWith(priceCardText(entry))), priceCardText(entry)).toBe(true);
  });

  test('an unknown dealer /marketplace/999999/ answers 404 with noindex', async ({ request }) => {
    const response = await request.get('/marketplace/999999/', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*">/);
    expect(html).not.toContain('id="kt-page-data"');
  });
});

// ---- 2. JavaScript off ----------------------------------------------------------------------

test.describe('Chromium with JavaScript disabled', () => {
  // One context for the group, in order; a failing test does not skip the next.
  test.describe.configure({ mode: 'default' });
  let data: SiteData;
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser, request, baseURL }) => {
    data = await readSiteData(request);
    context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await context.addCookies([{ name: 'kt_pincode', value: pincode, url: baseURL as string }]);
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('shows each page with its heading and content', async () => {
    const main = page.getByRole('main');
    for (const path of allPaths(data)) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(path, data));
        await expect(page.getByRole('contentinfo').getByText(data.settings.contact_email)).toBeVisible();
      });
    }

    await page.goto('/faq');
    for (const item of data.faq) await expect(main.getByText(item.qns, { exact: true })).toBeVisible();

    await page.goto('/sell');
    await expect(main.locator('.category-grid .category-card')).toHaveText(data.categories.map((category) => category.name));

    await page.goto('/');
    const first = data.team[0];
    if (first) await expect(main.getByText(`${first.name} (${first.title})`, { exact: true })).toBeVisible();

    await page.goto('/sell/sellitem');
    await expect(main.getByText(`Agra, Uttar Pradesh – ${pincode}`)).toBeVisible();
    await expect(main.locator('article.price-card')).toHaveCount(data.prices.length);
    for (const entry of data.prices.slice(0, 3)) {
      await expect(priceCard(page, entry.subcategory_name, entry.dealer_name)).toContainText(formatRupees(entry.price));
    }
    for (const dealer of data.dealers) await expect(main.getByRole('heading', { level: 3, name: dealer.name, exact: true })).toBeVisible();

    await page.goto(marketplacePath(data.dealerId));
    const prices = data.marketplace.prices.filter((price) => price.pincode === pincode);
    await expect(main.locator('.mp-price')).toHaveCount(prices.length);
    for (const price of prices) {
      const card = main.locator('.mp-price').filter({ has: page.getByRole('heading', { name: price.subcategory_name, exact: true }) });
      await expect(card).toContainText(`Rs ${formatPrice(price.price)}/${price.unit || 'kg'}`);
    }
  });

  test('the top navigation and the footer links work', async () => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SELL', exact: true }).click();
    await expect(page).toHaveURL(/\/sell$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell your scrap');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await expect(page).toHaveURL(/\/privacypolicy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  test('each FAQ answer opens from its question and can be read', async () => {
    await page.goto('/faq');
    const main = page.getByRole('main');
    for (const item of data.faq) {
      await test.step(item.qns, async () => {
        const answer = main.getByText(longestPlainRun(item.ans));
        await main.getByText(item.qns, { exact: true }).click();
        await expect(answer).toBeVisible({ timeout: 2000 });
      });
    }
  });

  test('on a phone, the top navigation reaches the FAQ', async () => {
    await page.setViewportSize({ width: 412, height: 823 });
    try {
      await page.goto('/');
      const faq = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ', exact: true });
      await expect(faq).toBeVisible({ timeout: 2000 });
      await faq.click();
      await expect(page).toHaveURL(/\/faq$/);
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });
});

// ---- 3 and 4. JavaScript on: hydration, console, no second read -----------------------------

test.describe('with JavaScript on, each page hydrates without a warning and reads none of its data again', () => {
  let data: SiteData;
  test.beforeAll(async ({ request }) => {
    data = await readSiteData(request);
  });

  test('a fresh visitor', async ({ browser, baseURL }) => {
    const context = await newWatchedContext(browser, baseURL as string);
    await checkHydratedPages(await context.newPage(), allPaths(data));
    await context.close();
  });

  test('a visitor with a stored pincode; then /sell/sellitem works', async ({ browser, baseURL }) => {
    // Every public page, then the selling page's handlers: beside other journeys it can pass 30 s.
    test.setTimeout(90_000);
    const context = await newWatchedContext(browser, baseURL as string, { pincode: true });
    const page = await context.newPage();
    await checkHydratedPages(page, allPaths(data));

    // 5. The handlers are attached: the filter, and 'Add to cart' (a guest is sent to sign in).
    await page.goto('/sell/sellitem', { waitUntil: 'networkidle' });
    await expect(page.locator('article.price-card')).toHaveCount(data.prices.length);
    await page.getByRole('tab', { name: 'Metal', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Metal', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('article.price-card')).toHaveCount(data.prices.filter((entry) => entry.category_name === 'Metal').length);
    const iron = data.prices.find((entry) => entry.subcategory_name === 'Iron');
    if (!iron) throw new Error(`no Iron price in ${pincode}`);
    const card = priceCard(page, iron.subcategory_name, iron.dealer_name);
    await card.getByLabel(/^Quantity/).fill('10');
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.locator('.toast').filter({ hasText: messages.orders.signInToAdd })).toBeVisible();
    await context.close();
  });

  test('the demo customer, signed in (the server draws signed out); then adds to the cart', async ({ browser, baseURL }) => {
    const context = await newWatchedContext(browser, baseURL as string, { pincode: true });
    const page = await context.newPage();
    await signInThroughForm(page, 'Customer', demo.customer, demo.password);
    await expect(page).toHaveURL(/\/sell$/);
    await checkHydratedPages(page, allPaths(data));

    // 5. After hydration the signed-in page is the customer's, and 'Add to cart' fills the cart.
    await page.goto('/sell/sellitem', { waitUntil: 'networkidle' });
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('tooltip', { includeHidden: true })).toHaveText(messages.signIn.signedInTooltip);
    const iron = data.prices.find((entry) => entry.subcategory_name === 'Iron');
    if (!iron) throw new Error(`no Iron price in ${pincode}`);
    const card = priceCard(page, iron.subcategory_name, iron.dealer_name);
    await card.getByLabel(/^Quantity/).fill('4');
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('.toast').filter({ hasText: messages.orders.addedToCart })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 1 item');
    await expect(page).toHaveURL(/\/sell\/sellitem$/);
    await context.close();
  });

  test("a page from the server's page cache, rendered ten minutes before it is opened, reads none of its data again", async ({
    browser,
    baseURL,
  }) => {
    // The server keeps a rendered page while its data is unchanged (web-app.ts), so the data in
    // the HTML may be minutes old when it is opened; a visitor's clock minutes ahead is the same.
    const context = await newWatchedContext(browser, baseURL as string, { pincode: true });
    const page = await context.newPage();
    await page.clock.setSystemTime(Date.now() + 10 * 60_000);
    await checkHydratedPages(page, ['/faq', '/sell', '/sell/sellitem', marketplacePath(data.dealerId)]);
    await context.close();
  });
});
