import { defineTexts } from '@kt/contract/i18n/catalogue';

/** The site's words that change with the language (the name stays 'Kabadi Techno' in every one). */
export const siteTexts = defineTexts('web/config/site-texts', 'siteTexts', {
  tagline: "Don't waste your waste.",
  established: '26 April 2018',
} as const);
