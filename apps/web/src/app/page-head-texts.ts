import { defineTexts } from '@kt/contract/i18n/catalogue';

/**
 * What index.html says of every page before its own head is known (issue 29): the server puts
 * these in a page's HTML in its visitor's language (apps/server: platform/http/web-app.ts).
 * The English ones are index.html's own words.
 */
export const pageHeadTexts = defineTexts('web/app/page-head-texts', 'pageHeadTexts', {
  title: "Kabadi Techno – Don't waste your waste",
  description: "Sell your scrap by weight to trusted local dealers who pick it up at your door. Don't waste your waste.",
  noscript: 'This site needs JavaScript to run.',
});
