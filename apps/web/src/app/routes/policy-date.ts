import { defineTexts } from '@kt/contract/i18n/catalogue';

/** The date both policy pages show. */
export const policyDateTexts = defineTexts('web/app/routes/policy-date', 'policyDateTexts', {
  lastUpdated: 'Last updated: 21 November 2026',
} as const);

const hindiMonths: Readonly<Record<string, string>> = {
  January: 'जनवरी',
  February: 'फ़रवरी',
  March: 'मार्च',
  April: 'अप्रैल',
  May: 'मई',
  June: 'जून',
  July: 'जुलाई',
  August: 'अगस्त',
  September: 'सितंबर',
  October: 'अक्टूबर',
  November: 'नवंबर',
  December: 'दिसंबर',
};

/**
 * A date written in English words ('26 April 2018', the site's founding date in config/site.ts)
 * with its month in Hindi ('26 अप्रैल 2018'), for the policies' Hindi twins.
 */
export function monthsInHindi(date: string): string {
  return date.replace(/\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/g, (month) => hindiMonths[month] ?? month);
}
