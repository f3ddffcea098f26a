import { defineTexts } from '../i18n/catalogue.ts';

/** Issue 29: the account's language, as the API answers about it. */
export const accountLanguageMessages = defineTexts('contract/accounts/language-messages', 'accountLanguageMessages', {
  unknownLanguage: "Choose one of the languages 'en' (English) or 'hi' (Hindi).",
  saved: 'Language saved',
});
