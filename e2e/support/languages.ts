import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { languageCookie, languages, type Language } from '@kt/contract/i18n/languages';
import { customerSignUp } from '../../apps/server/test/sign-up-fields.ts';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { messageTexts as englishMessageTexts } from '@kt/contract/phone/message-texts';
import { messageTexts as hindiMessageTexts } from '@kt/contract/phone/message-texts.hi';
import type { NewAccount } from './accounts.ts';
import { newestMessageId, waitForMessage } from './messages.ts';

/*
 * Issue 29 in Chromium: a browser that asks for a language (Accept-Language, which Playwright
 * sends from the context's locale), what the server and the page say about the page's language,
 * and the checks the Hindi journeys share.
 */

/** A context whose browser asks for `language` first: `hi-IN` sends Accept-Language hi-IN and navigator.language hi-IN. */
export function contextIn(browser: Browser, language: Language, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ locale: languages[language].locale, ...options });
}

/** The page's language as the server drew it and the app keeps it: <html lang> and data-language. */
export async function expectPageLanguage(page: Page, language: Language): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', language);
  await expect(html).toHaveAttribute('data-language', language);
}

/** The switch's cookie in this context, if set. */
export async function languageCookieOf(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === languageCookie)?.value;
}

/** The language switch of the top bar: a list named 'Language' in the page's language. */
export function languageSwitch(page: Page, name: string) {
  // A signed-in area shows it in its side menu (and, on a phone, in the drawer): the visible one.
  return page.getByRole('list', { name, exact: true }).first();
}

/** The switch's link to `language` (its hreflang), showing the language's label (EN, हिंदी). */
export function switchLinkTo(page: Page, switchName: string, language: Language) {
  return languageSwitch(page, switchName).locator(`a[hreflang="${language}"]`).filter({ hasText: languages[language].label });
}

/** Any Devanagari letter. */
export const devanagari = /[\u0900-\u097F]/;

/** Console errors and warnings and uncaught errors of a page, from now on. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const { url, lineNumber } = message.location();
    problems.push(`console.${message.type()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * Keeps, in each page of the context, the <h1> the server's HTML made, at the moment the parser
 * is done and before any module script ran: hydration keeps that node, a render in the browser
 * would replace it (as server-rendering.spec.ts checks). Read with `isServerHeadingKept`.
 */
export async function keepServerHeading(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { __serverH1?: Element | null }).__serverH1 = document.querySelector('#root main h1');
    });
  });
}

/** The page's <h1> is the server's node, kept by hydration, and React owns it. */
export function isServerHeadingKept(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const kept = (window as unknown as { __serverH1?: Element | null }).__serverH1;
    const now = document.querySelector('#root main h1');
    return Boolean(kept) && kept === now && Object.keys(now ?? {}).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** Fetches a page's HTML as a crawler would (no scripts), asking for a language with Accept-Language. */
export async function fetchHtml(request: APIRequestContext, path: string, acceptLanguage: string): Promise<string> {
  const response = await request.get(path, { headers: { accept: 'text/html', 'accept-language': acceptLanguage }, maxRedirects: 0 });
  expect(response.status(), `GET ${path}`).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  return response.text();
}

/** The <html> start tag of a document. */
export function htmlStartTag(html: string): string {
  return /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
}

/** The hreflang alternates a document's <head> names, as { hreflang: href }. */
export function hreflangAlternates(html: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link\b[^>]*\brel="alternate"[^>]*>/gi)) {
    const hreflang = /\bhreflang="([^"]+)"/i.exec(tag)?.[1];
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (hreflang && href) alternates[hreflang] = href.replace(/&amp;/g, '&');
  }
  return alternates;
}

/** The text of every <h1>–<h3> of the app's markup (not the page data's JSON), entities decoded. */
export function headingsOf(html: string): string[] {
  const root = html.slice(Math.max(0, html.indexOf('<div id="root">')));
  return [...root.matchAll(/<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/gi)].map(([, , inner]) =>
    (inner ?? '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** An SMS/WhatsApp template of the contract ('Pickup {order} is booked…') as a pattern: `values` filled in, any other {name} any text. */
export function templatePattern(template: string, values: Record<string, string> = {}): RegExp {
  const parts = template.split(/(\{[a-z_]+\})/);
  const source = parts
    .map((part) => {
      const name = /^\{([a-z_]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const value = values[name];
      return value === undefined ? '.+?' : value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * A Personal customer registered through the API from a browser that asks for `language`
 * (Accept-Language): the account's e-mails, SMS and WhatsApp messages are then in that language.
 */
export async function registerCustomerIn(request: APIRequestContext, account: NewAccount, language: Language): Promise<void> {
  const response = await request.post('/v3/api/registration/customer/', {
    headers: { 'accept-language': languages[language].locale },
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

/** The SMS/WhatsApp templates of each language (the contract's catalogue and its twin). */
export const messageTemplates = { en: englishMessageTexts, hi: hindiMessageTexts } as const;

/**
 * Makes the account's mobile number its verified sign-in number (SMS and WhatsApp go only to a
 * verified number): a code asked for from a browser in `language`, read from the development
 * outbox (the code's message is in that language), and sent back.
 */
export async function verifyMobileIn(request: APIRequestContext, account: AuthRecord, mobile: string, language: Language): Promise<void> {
  const headers = { authorization: `Bearer ${account.tokens.access}`, 'accept-language': languages[language].locale };
  const before = await newestMessageId(request, mobile);
  const asked = await request.post('/v3/api/otp/request/', { headers, data: { mobile_number: mobile, purpose: 'add_number', utype: 'customer' } });
  expect(asked.status(), `code for ${mobile}: ${await asked.text()}`).toBe(200);
  const message = await waitForMessage(request, mobile, { text: templatePattern(messageTemplates[language].otp) }, { afterId: before });
  const code = /\d{6}/.exec(message.text)?.[0];
  if (!code) throw new Error(`No code in "${message.text}"`);
  const verified = await request.post('/v3/api/mobile-number/verify/', { headers, data: { mobile_number: mobile, code } });
  expect(verified.status(), `verification of ${mobile}: ${await verified.text()}`).toBe(200);
}

/** axe-core (WCAG 2.1 A/AA) finds no serious or critical violation on the page as it is now (a soft expectation). */
export async function expectNoSeriousAxeViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const grave = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = grave
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
    )
    .join('\n');
  // Soft: a journey scanning several pages reports every one of them.
  expect.soft(grave, `axe violations on ${what}:\n${report}`).toEqual([]);
}

export type ScriptLoad = { url: string; gzipBytes: number };

/**
 * Opens `path` in a fresh page of `context` and answers every JavaScript file the page fetched
 * until the network is idle, each with its body's gzip size (as a server compressing it sends it).
 */
export async function scriptsOfFirstLoad(context: BrowserContext, path: string): Promise<ScriptLoad[]> {
  const page = await context.newPage();
  const pending: Promise<ScriptLoad | undefined>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    const isScript = new URL(url).pathname.endsWith('.js') || /javascript/.test(response.headers()['content-type'] ?? '');
    if (!isScript || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url, gzipBytes: gzipSync(body).length }))
        .catch(() => undefined),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('#root main h1')).toBeVisible();
  const loads = (await Promise.all(pending)).filter((load): load is ScriptLoad => load !== undefined);
  await page.close();
  // A file fetched twice (a modulepreload, then the import) counts once.
  return [...new Map(loads.map((load) => [load.url, load])).values()];
}

export const totalBytes = (loads: readonly ScriptLoad[]) => loads.reduce((sum, load) => sum + load.gzipBytes, 0);
