import { accountLanguage } from '@kt/contract/routes/accounts';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { rememberLanguage } from '../../lib/languages/browser-language.ts';
import { getPageLanguage } from '../../lib/languages/twins.ts';

/**
 * After a sign-in: the account's language (the switch saved it, or the page's at sign-up) becomes
 * this device's too, and the landing page is loaded in it when it differs from the page's
 * (true: the browser is on its way). Best effort: a failed read keeps the page's language.
 */
export async function followAccountLanguage(landing: string): Promise<boolean> {
  const answer = await callEndpoint(accountLanguage, { auth: true }).catch(() => undefined);
  if (!answer || answer.language === getPageLanguage()) return false;
  rememberLanguage(answer.language);
  window.location.assign(landing);
  return true;
}
