import { defineTexts } from '@kt/contract/i18n/catalogue';

/** Words of the public pages drawn in app/routes (Contact, FAQ, Sell; About's are in about-texts.ts) and of the error screen (issue 29). */
export const publicPagesTexts = defineTexts('web/app/routes/public-pages-texts', 'publicPagesTexts', {
  contact: {
    lead: 'Questions about selling scrap, becoming a dealer or working with us? We are happy to help.',
  },
  faq: {
    lead: 'Answers to what people ask us most about selling scrap and working with local dealers.',
  },
  sell: {
    searchLabel: 'Search categories and scrap items',
    lead: 'Choose what you want to sell. Dealers near you pay by weight, in Rs per kg.',
    searching: 'Searching the scrap items…',
  },
} as const);
