import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formMessages, internDomains } from '@kt/contract/content/forms';
import { messages } from '@kt/contract/messages';
import { seedFaq, seedTeam, seedTestimonials } from '../../apps/server/src/seed/seed-data.ts';

/** One number of the poll's tally (a <dt> and its <dd>), as shown: en-IN digits with separators. */
async function readTally(page: Page, term: 'Yes' | 'No' | 'Total'): Promise<number> {
  return Number((await tallyValue(page, term).innerText()).replace(/[^\d]/g, ''));
}

function tallyValue(page: Page, term: 'Yes' | 'No' | 'Total'): Locator {
  return page.locator('.vote__tally > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');
}

/**
 * An accordion button by its text. The name Chromium computes also carries the '+' or '−' the
 * stylesheet adds with ::after, so match the text at the start only.
 */
function accordionButton(page: Page, text: string): Locator {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^${escaped}(\\s*[+−])?$`) });
}

/** The message pop-up of the poll ('Your Vote is Valuable'), with its text. */
function voteMessage(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Your Vote is Valuable' });
}

/** A small file that starts like a PDF: the server checks the first bytes. */
function pdfBuffer(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

test.describe('the poll on /', () => {
  // Votes are one per network address, and every browser here is 127.0.0.1: one journey only.
  test.describe.configure({ mode: 'serial' });

  test("voting Yes thanks the voter, takes a suggestion, adds one to the tally, and a second vote shows the earlier choice", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(tallyValue(page, 'Total')).toBeVisible();
    const yesBefore = await readTally(page, 'Yes');
    const noBefore = await readTally(page, 'No');
    const totalBefore = await readTally(page, 'Total');
    expect(totalBefore).toBe(yesBefore + noBefore);

    const poll = page.getByRole('group', { name: 'Do you need a doorstep scrap pickup service?' });
    await poll.getByRole('button', { name: 'Yes', exact: true }).click();

    const thanks = voteMessage(page);
    await expect(thanks).toBeVisible();
    await expect(thanks.locator('.dialog__text')).toHaveText(messages.publicForms.voteThanks);
    await thanks.getByRole('button', { name: 'OK' }).click();
    await expect(thanks).toBeHidden();

    // The tally grows by one, yes and total.
    await expect.poll(() => readTally(page, 'Yes')).toBe(yesBefore + 1);
    expect(await readTally(page, 'No')).toBe(noBefore);
    expect(await readTally(page, 'Total')).toBe(totalBefore + 1);

    // The suggestion modal opened with the vote; Done with nothing filled keeps it open.
    const modal = page.getByRole('dialog', { name: 'Any suggestions for us?' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Done' }).click();
    // The form's text of spec 5, and under the e-mail field the spec's e-mail text.
    await expect(modal.getByRole('alert').filter({ hasText: messages.publicForms.suggestionInvalid })).toBeVisible();
    await expect(modal.getByRole('alert').filter({ hasText: messages.publicForms.suggestionFailed })).toBeVisible();
    await expect(modal).toBeVisible();

    // Valid fields: sent, thanked, closed.
    await modal.getByLabel('Name', { exact: true }).fill('Asha Sharma');
    await modal.getByLabel('E-mail', { exact: true }).fill('asha.e2e@example.in');
    await modal.getByLabel('Phone', { exact: true }).fill('9876543210');
    await modal.getByLabel('Message', { exact: true }).fill('Please come to Kamla Nagar on Sundays.');
    const sent = page.waitForResponse((response) => response.url().endsWith('/v3/WebsiteContent/suggestion-form/'));
    await modal.getByRole('button', { name: 'Done' }).click();
    expect((await sent).status()).toBe(201);
    await expect(modal).toBeHidden();
    await expect(page.getByText(formMessages.suggestion.success)).toBeVisible();

    // After a reload, voting again shows the earlier choice; the tally stays.
    await page.reload();
    await expect(tallyValue(page, 'Total')).toHaveText(String(totalBefore + 1));
    await poll.getByRole('button', { name: 'No', exact: true }).click();
    const repeat = voteMessage(page);
    await expect(repeat).toBeVisible();
    const text = repeat.locator('.dialog__text');
    await expect(text).toContainText('You have already voted.');
    await expect(text).toContainText(`${messages.publicForms.votePriorChoiceKey}Yes`);
    await repeat.getByRole('button', { name: 'OK' }).click();
    await expect(repeat).toBeHidden();
    expect(await readTally(page, 'Yes')).toBe(yesBefore + 1);
    expect(await readTally(page, 'Total')).toBe(totalBefore + 1);
  });
});

test.describe('the public site', () => {
  test('the team carousel on / shows each seeded member with the title in brackets', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Team member cards' });
    await expect(page.getByRole('heading', { name: 'Our Team Members' })).toBeVisible();
    await expect(carousel.locator('.person-card__name')).toHaveText(seedTeam.map((member) => `${member.name} (${member.title})`));
    await expect(carousel.getByText('Vikram Chauhan (Founder & CEO)', { exact: true })).toHaveCount(1);
    await expect(carousel.getByRole('img')).toHaveCount(seedTeam.length);
  });

  test('Join Us opens one section at a time, and clicking the open one closes it', async ({ page }) => {
    await page.goto('/joinus');
    const intern = accordionButton(page, 'Intern');
    const mentor = accordionButton(page, 'Mentor');
    const investor = accordionButton(page, 'Investor');
    for (const button of [intern, mentor, investor]) await expect(button).toHaveAttribute('aria-expanded', 'false');

    await intern.click();
    await expect(intern).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('form', { name: 'Intern application' })).toBeVisible();

    await mentor.click();
    await expect(mentor).toHaveAttribute('aria-expanded', 'true');
    await expect(intern).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('form', { name: 'Mentor application' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Intern application' })).toHaveCount(0);

    await mentor.click();
    await expect(mentor).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('form')).toHaveCount(0);
    for (const button of [intern, mentor, investor]) await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test("an intern application refuses a .txt CV and clears it, then with a PDF says 'We recieved your application. Thank you!'", async ({
    page,
  }) => {
    await page.goto('/joinus');
    await accordionButton(page, 'Intern').click();
    const form = page.getByRole('form', { name: 'Intern application' });
    await expect(form).toBeVisible();

    const cv = form.getByLabel('CV (PDF)');
    await cv.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await expect(form.getByText(messages.publicForms.cvNotPdf, { exact: true })).toBeVisible();
    await expect(form.getByLabel('CV (PDF)')).toHaveValue('');
    expect(await form.getByLabel('CV (PDF)').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

    await form.getByLabel('Name', { exact: true }).fill('Ravi Kumar');
    await form.getByLabel('E-mail', { exact: true }).fill(`intern-${Date.now()}@example.in`);
    await form.getByLabel('Phone', { exact: true }).fill('9812345678');
    await form.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/test-user');
    const domain = internDomains[1];
    await form.getByLabel('Domain').selectOption(domain);
    await form.getByLabel('CV (PDF)').setInputFiles({ name: 'ravi-kumar-cv.pdf', mimeType: 'application/pdf', buffer: pdfBuffer() });
    await expect(form.getByText(messages.publicForms.cvNotPdf, { exact: true })).toHaveCount(0);

    const sent = page.waitForResponse((response) => response.url().endsWith('/v3/WebsiteContent/intern-form/'));
    await form.getByRole('button', { name: 'Submit' }).click();
    expect((await sent).status()).toBe(201);
    const dialog = page.getByRole('dialog', { name: 'Intern' });
    await expect(dialog.locator('.dialog__text')).toHaveText(formMessages.intern.success);
    expect(formMessages.intern.success).toBe('We recieved your application. Thank you!');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
  });

  test('the FAQ opens an answer and shows its formatting', async ({ page }) => {
    await page.goto('/faq');
    const first = seedFaq[0];
    if (!first) throw new Error('the seed has no FAQ');
    // A native disclosure: it opens without the page's scripts (server-rendered, issue 26).
    const question = page.locator('summary', { has: page.getByRole('heading', { level: 2, name: first.question, exact: true }) });
    const details = page.locator('details', { has: question });
    const answer = details.locator('.accordion__panel');
    await expect(details).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();

    await question.click();
    await expect(details).toHaveAttribute('open');
    await expect(answer).toBeVisible();
    await expect(answer.locator('strong')).toHaveText('Sell');
    await expect(answer).toContainText('Choose your scrap on the Sell page');
    // No markup shows as text.
    await expect(answer).not.toContainText('<strong>');

    await question.click();
    await expect(answer).toBeHidden();
  });

  test("the contact form says 'We recieved your message. Thank You!'", async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name', { exact: true }).fill('Meera Joshi');
    await form.getByLabel('E-mail', { exact: true }).fill(`contact-${Date.now()}@example.in`);
    await form.getByLabel('Subject', { exact: true }).fill('Pickup in Dayal Bagh');
    await form.getByLabel('Message', { exact: true }).fill('Do you collect old furniture from Dayal Bagh?');
    const sent = page.waitForResponse((response) => response.url().endsWith('/v3/WebsiteContent/contact-form/'));
    await form.getByRole('button', { name: 'Send' }).click();
    expect((await sent).status()).toBe(201);
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog.locator('.dialog__text')).toHaveText(messages.publicForms.contactSuccess);
    expect(formMessages.contact.success).toBe('We recieved your message. Thank You!');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(form.getByLabel('Subject', { exact: true })).toHaveValue('');
  });

  test('each footer anchor lands on its section', async ({ page }) => {
    const anchors = [
      { label: 'Our Vision', url: /\/#ourvision$/, id: 'ourvision' },
      { label: 'Our Mission', url: /\/#ourmission$/, id: 'ourmission' },
      { label: 'Our Team', url: /\/#ourteam$/, id: 'ourteam' },
      { label: 'What We Do', url: /\/#whatwedo$/, id: 'whatwedo' },
      { label: 'Sell Your Scrap', url: /\/sell\/#sellyourscrap$/, id: 'sellyourscrap' },
      { label: 'Join Our Team', url: /\/joinus\/#joinourteam$/, id: 'joinourteam' },
    ];
    for (const anchor of anchors) {
      await test.step(anchor.label, async () => {
        await page.goto('/faq');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
        await page.getByRole('contentinfo').getByRole('link', { name: anchor.label, exact: true }).click();
        await expect(page).toHaveURL(anchor.url);
        await expect(page.locator(`[id="${anchor.id}"]`)).toBeInViewport();
      });
    }
  });

  test("the 'Our Happy Customers' carousel on /sell shows the seeded customers' feedback", async ({ page }) => {
    await page.goto('/sell');
    const customers = seedTestimonials.filter((item) => item.kind === 'happy_customer');
    await expect(page.getByRole('heading', { name: 'Our Happy Customers' })).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Our Happy Customers: their words' });
    await expect(carousel.locator('.testimonial-card__feedback')).toHaveText(customers.map((item) => item.feedback));
    await expect(carousel.locator('.testimonial-card__name')).toHaveText(customers.map((item) => item.name));
  });
});

test.describe('accessibility', () => {
  const pages: { path: string; ready: (page: Page) => Locator }[] = [
    { path: '/', ready: (page) => page.getByRole('heading', { name: 'Our Team Members' }) },
    { path: '/joinus', ready: (page) => page.getByRole('heading', { name: 'Our Happy Members' }) },
    { path: '/faq', ready: (page) => page.getByRole('heading', { level: 2, name: seedFaq[0]?.question ?? '', exact: true }) },
    { path: '/contact', ready: (page) => page.getByRole('heading', { name: 'Send us a message' }) },
    { path: '/privacypolicy', ready: (page) => page.getByRole('heading', { level: 1, name: 'Privacy Policy' }) },
    { path: '/termsconditions', ready: (page) => page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }) },
  ];

  for (const { path, ready } of pages) {
    test(`an axe-core scan of ${path} finds no serious or critical WCAG 2.1 A/AA violation`, async ({ page }) => {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      if (path === '/') await expect(tallyValue(page, 'Total')).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const grave = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      const report = grave
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help}\n` +
            violation.nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
        )
        .join('\n');
      expect(grave, `axe violations on ${path}:\n${report}`).toEqual([]);
    });
  }
});
