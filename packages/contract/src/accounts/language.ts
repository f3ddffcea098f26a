import { z } from 'zod';
import { languageList, type Language } from '../i18n/languages.ts';
import { accountLanguageMessages } from './language-messages.ts';

/**
 * Issue 29: the language of an account's e-mails, SMS and WhatsApp messages, stored on the
 * account; the language switch sets it for a signed-in user. The API's own texts stay English.
 */
export const ZLanguage = z.enum(languageList as [Language, ...Language[]], { error: () => accountLanguageMessages.unknownLanguage });

export const ZAccountLanguage = z.object({ language: ZLanguage });
export type AccountLanguage = z.infer<typeof ZAccountLanguage>;
