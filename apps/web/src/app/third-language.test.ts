import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as LanguagesModule from '@kt/contract/i18n/languages';

/*
 * Issue 29: a third language (Gujarati: the terms name Gujarat's courts) is one line of
 * configuration (languages.ts) plus a twin beside each catalogue. Here the line is added by a mock
 * of the configuration and one stub twin is registered as the twin loader would; the rest of the
 * machinery is the product's own.
 */
vi.mock('@kt/contract/i18n/languages', async (importOriginal) => {
  const original = await importOriginal<typeof LanguagesModule>();
  const languages = { ...original.languages, gu: { locale: 'gu-IN', label: 'ગુજરાતી', name: 'ગુજરાતી' } };
  const languageList = Object.keys(languages);
  return {
    ...original,
    languages,
    languageList,
    isLanguage: (value: unknown, known = languageList) => original.isLanguage(value, known),
    languageOfTag: (tag: string, known = languageList) => original.languageOfTag(tag, known),
    languageOfTags: (tags: readonly string[], known = languageList) => original.languageOfTags(tags, known),
    languageOfAcceptLanguage: (header: string | undefined, known = languageList) => original.languageOfAcceptLanguage(header, known),
    languageOfCookies: (header: string | undefined, known = languageList) => original.languageOfCookies(header, known),
  };
});

const { registerTwin, setLanguageSource } = await import('@kt/contract/i18n/catalogue');
const { catalogueDifferences } = await import('@kt/contract/i18n/parity');
const { languageOfAcceptLanguage, languageOfCookies, languageList } = await import('@kt/contract/i18n/languages');
const { intlLocale } = await import('@kt/contract/i18n/formats');
const { sellingFormTexts } = await import('../features/selling/texts.ts');
const { formatDate } = await import('../lib/format.ts');

/** A stub twin: two texts translated, as a translator's first draft would be. */
const stubTwin = { sellingFormTexts: { addToCart: 'કાર્ટમાં ઉમેરો', inquiryTitle: (dealerName: string) => `${dealerName}ને વેચો` } };

afterEach(() => setLanguageSource(() => 'en'));

describe('a third language', () => {
  it('is chosen by the browser and the switch once configured', () => {
    expect(languageList).toEqual(['en', 'hi', 'gu']);
    expect(languageOfAcceptLanguage('gu-IN,gu;q=0.9,en;q=0.5')).toBe('gu');
    expect(languageOfCookies('kt_lang=gu')).toBe('gu');
  });

  it('answers from its twin, in its locale, and the parity check names what the stub still misses', () => {
    registerTwin('gu', 'web/features/selling/texts', stubTwin);
    setLanguageSource(() => 'gu' as never);
    expect(sellingFormTexts.addToCart).toBe('કાર્ટમાં ઉમેરો');
    expect(sellingFormTexts.inquiryTitle('રમેશ')).toBe('રમેશને વેચો');
    expect(intlLocale()).toBe('gu-IN');
    expect(formatDate('2026-11-21')).toMatch(/21 .+ 2026/);
    setLanguageSource(() => 'en');
    const missing = catalogueDifferences(sellingFormTexts, stubTwin.sellingFormTexts);
    expect(missing).toContain('pincodeTitle');
    expect(missing).not.toContain('addToCart');
  });
});
