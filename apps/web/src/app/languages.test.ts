import { afterEach, describe, expect, it } from 'vitest';
import { sellingFormTexts } from '../features/selling/texts.ts';
import { formatRupees } from '../lib/format.ts';
import { backToEnglish, inLanguage } from '../test/in-language.ts';
import { twinModules } from '../lib/languages/twin-loaders.ts';

afterEach(backToEnglish);

describe('catalogues in the language of the page', () => {
  it('answers in English until the page is in Hindi, then in Hindi, texts with parameters too', async () => {
    expect(sellingFormTexts.addToCart).toBe('Add to cart');
    await inLanguage('hi');
    expect(sellingFormTexts.addToCart).toBe('कार्ट में डालें');
    expect(sellingFormTexts.inquiryTitle('राम')).toBe('राम को बेचें');
    backToEnglish();
    expect(sellingFormTexts.inquiryTitle('Ram')).toBe('Sell to Ram');
  });

  it('finds each twin by the English module it is the twin of', () => {
    expect(twinModules('hi')).toContain('web/features/selling/texts');
  });

  it('writes money through Intl in the page language', async () => {
    expect(formatRupees('125000')).toBe('₹1,25,000');
    await inLanguage('hi');
    expect(formatRupees('125000')).toBe('₹1,25,000');
  });
});
