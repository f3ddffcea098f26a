import { languageParameter, type Language } from '@kt/contract/i18n/languages';
import { adminAccountType } from '@kt/contract/accounts/account-types';
import { updateAccountLanguage } from '@kt/contract/routes/accounts';
import { browserStorage } from '../browser-storage.ts';
import { callEndpoint } from '../call-endpoint.ts';
import { rememberLanguage } from './browser-language.ts';

/**
 * The switch's choice: remembered on this device (the cookie the server renders pages by) and,
 * for a signed-in customer, dealer or employee, on the account (their e-mails, SMS and WhatsApp
 * messages follow it); then the page loaded again in that language, without the `?lang=` of an
 * alternate's address. The account's copy is best effort: the page changes language either way.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  const auth = browserStorage.getAuth();
  if (auth && auth.account_type !== adminAccountType) {
    await callEndpoint(updateAccountLanguage, { json: { language }, auth: true }).catch(() => undefined);
  }
  const url = new URL(window.location.href);
  url.searchParams.delete(languageParameter);
  window.location.replace(url.toString());
}
