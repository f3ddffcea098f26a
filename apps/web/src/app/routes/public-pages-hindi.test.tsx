import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as routes from '@kt/contract/routes';
import { site } from '../../config/site.ts';
import { joinTexts } from '../../features/content/join-texts.ts';
import { stubEndpoint } from '../../test/api-stubs.ts';
import { backToEnglish, inLanguage } from '../../test/in-language.ts';
import { renderPage } from '../../test-render.tsx';
import { JoinUsPage } from './join-us.tsx';
import { PrivacyPolicyPage } from './privacy-policy.tsx';
import { privacyPolicyTexts } from './privacy-policy-texts.ts';
import { TermsConditionsPage } from './terms-conditions.tsx';
import { termsConditionsTexts } from './terms-conditions-texts.ts';

// Every Hindi twin loads once (a while, the first time); each test then draws in Hindi at once.
beforeAll(async () => {
  await inLanguage('hi');
  backToEnglish();
}, 30_000);
afterEach(backToEnglish);

/** Every text of a catalogue as it reads now (functions called with placeholders). */
function textsOf(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') return [(node as (...args: string[]) => string)('X', 'Y', 'Z')];
  return Object.values(node as Record<string, unknown>).flatMap(textsOf);
}

/** Words that stay as they are in Hindi: names, abbreviations, the operator's e-mail. */
const keptAsWritten = [site.legalName, site.name, 'hello@example.com', 'LinkedIn', 'GST', 'PAN', 'IP', 'CV'];

/** The text of each heading, paragraph, list entry and caption in `root`, without the words kept as written. */
function wordsOf(root: HTMLElement): string[] {
  return [...root.querySelectorAll('h1, h2, h3, h4, p, li, figcaption, strong')].map((element) =>
    keptAsWritten.reduce((text, kept) => text.replaceAll(kept, ''), element.textContent ?? ''),
  );
}

const settings = { contact_email: 'hello@example.com', phones: [], postal_address_lines: [], social: [], certificate: null };

describe('the policy pages in Hindi', () => {
  it('draws the privacy policy with Hindi headings and no English paragraph left', async () => {
    const english = textsOf(privacyPolicyTexts).filter((text) => text.length > 12);
    await inLanguage('hi');
    stubEndpoint(routes.siteSettings, settings);
    const { container } = renderPage(<PrivacyPolicyPage />, { path: '/privacypolicy' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('गोपनीयता नीति');
    expect(screen.getByRole('heading', { name: 'हम क्या इकट्ठा करते हैं' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपके अधिकार' })).toBeTruthy();
    expect(screen.getByText('अंतिम अपडेट: 21 नवंबर 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'नियम और शर्तें' }).getAttribute('href')).toBe('/termsconditions');
    await screen.findAllByRole('link', { name: 'hello@example.com' });
    expect(container.textContent).toContain('(स्थापना: 26 अप्रैल 2018)');
    for (const text of english) expect(container.textContent).not.toContain(text);
    for (const words of wordsOf(container)) expect(words).not.toMatch(/[A-Za-z]{2,}/);
    expect(document.title).toContain('गोपनीयता नीति');
  });

  it('draws the terms with the courts of Ahmedabad, Gujarat, in Hindi', async () => {
    const english = textsOf(termsConditionsTexts).filter((text) => text.length > 12);
    await inLanguage('hi');
    stubEndpoint(routes.siteSettings, settings);
    const { container } = renderPage(<TermsConditionsPage />, { path: '/termsconditions' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('नियम और शर्तें');
    const law = screen.getByRole('heading', { name: 'लागू क़ानून' }).nextElementSibling?.textContent;
    expect(law).toContain('गुजरात राज्य');
    expect(law).toContain('अहमदाबाद के न्यायालयों');
    await screen.findAllByRole('link', { name: 'hello@example.com' });
    for (const text of english) expect(container.textContent).not.toContain(text);
    for (const words of wordsOf(container)) expect(words).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('keeps the English pages as written', async () => {
    stubEndpoint(routes.siteSettings, settings);
    renderPage(<PrivacyPolicyPage />, { path: '/privacypolicy' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
    expect(screen.getByText(/^Kabadi Techno is run by Kabadi Techno Private Limited, established on 26 April 2018\. We run/)).toBeTruthy();
  });
});

describe('Join Us in Hindi', () => {
  it('draws the banner, the three applications and their cards in Hindi; the members stay as the admin wrote them', async () => {
    const english = textsOf(joinTexts).filter((text) => text.length > 12);
    await inLanguage('hi');
    const feedback = 'A great team to learn with.';
    stubEndpoint(routes.workingTeamMembers, [{ name: 'Asha', feedback, dp: 'http://localhost/media/a.png' }]);
    const { container } = renderPage(<JoinUsPage />, { path: '/joinus' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('हमसे जुड़ें');
    expect(screen.getByRole('heading', { name: 'हमारी टीम से जुड़ें' })).toBeTruthy();
    expect(document.title).toContain('हमसे जुड़ें');

    fireEvent.click(screen.getByRole('button', { name: 'इंटर्न' }));
    fireEvent.click(screen.getByRole('button', { name: 'ज़्यादा जानकारी' }));
    expect(screen.getByText(/इंटर्न से कोई शुल्क नहीं लिया जाता/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कम जानकारी' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'इंटर्न के लिए आवेदन' })).toBeTruthy();

    const members = await screen.findByRole('region', { name: 'हमारे ख़ुश सदस्य: उनकी बातें' });
    expect(within(members).getByText(feedback)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'हमारे ख़ुश सदस्य' })).toBeTruthy());

    members.closest('section')?.remove();
    container.querySelector('form')?.remove();
    for (const text of english) expect(container.textContent).not.toContain(text);
    for (const words of wordsOf(container)) expect(words).not.toMatch(/[A-Za-z]{2,}/);
  });
});
