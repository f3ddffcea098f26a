import type { Twin } from '../i18n/catalogue.ts';
import type * as english from './language-messages.ts';

export const accountLanguageMessages: Twin<typeof english.accountLanguageMessages> = {
  unknownLanguage: "इनमें से एक भाषा चुनें: 'en' (English) या 'hi' (हिंदी)।",
  saved: 'भाषा सहेज ली गई',
};
