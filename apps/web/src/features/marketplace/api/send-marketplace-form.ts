import type * as routes from '@kt/contract/routes';
import { ApiError } from '../../../lib/api-client.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';

/** The page's three forms, by their route (passed whole, so a page's bundle keeps only the routes it calls). */
export type MarketplaceForm = typeof routes.schedulePickup | typeof routes.dealerRating | typeof routes.reachUs;

/** The dealer a marketplace form is about, as the spec's client names it (spec 3). */
export type DealerEcho = { dealer_id: number; dealer_account_type: string; deale_name: string };

/**
 * POST one of the marketplace forms as multipart (spec 7: schedule pickup, dealer rating,
 * reach us) with the spec's field names; 201 { msg } on success. Open to anyone.
 */
export function sendMarketplaceForm(
  form: MarketplaceForm,
  dealer: DealerEcho,
  fields: Record<string, string>,
  options: { auth?: boolean } = {},
): Promise<{ msg: string }> {
  const body = new FormData();
  body.set('dealer_id', String(dealer.dealer_id));
  body.set('dealer_account_type', dealer.dealer_account_type);
  body.set('deale_name', dealer.deale_name);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return callEndpoint(form, { body, ...options });
}

/** What a refused submission says, and the server's word on each field when it named them. */
export type FormFailure = { text: string; fields: Record<string, string> };

/**
 * A rate limit, a lost connection, a refused field or an unavailable dealer in the server's own
 * words; anything else the form's failure text of spec 8.
 */
export function describeFailure(error: unknown, failureText: string): FormFailure {
  if (!(error instanceof ApiError)) return { text: failureText, fields: {} };
  const fields: Record<string, string> = {};
  for (const [name, texts] of Object.entries(error.body?.fields ?? {})) if (texts[0]) fields[name] = localizeEnglish(texts[0]);
  const isOwnWords =
    error.code === 'RATE_LIMITED' ||
    error.code === 'NETWORK' ||
    // A refused field or an inactive dealer, said in the contract's error body.
    ((error.code === 'VALIDATION' || error.code === 'CONFLICT') && error.body !== undefined);
  return { text: isOwnWords ? localizeEnglish(error.message) : failureText, fields };
}
