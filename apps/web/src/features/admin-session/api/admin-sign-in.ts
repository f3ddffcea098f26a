import { adminAccountType } from '@kt/contract/accounts/account-types';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { ZSignInResponse, type SignInRequest } from '@kt/contract/accounts/sign-in';
import { messages } from '@kt/contract/messages';
import { signIn as signInRoute } from '@kt/contract/routes';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { ApiError } from '../../../lib/api-client.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** A sign-in the server refused with one of the spec's `msg` texts (a 200 answer). */
export class AdminSignInRefused extends Error {
  readonly msg: string;

  constructor(msg: string) {
    super(msg);
    this.name = 'AdminSignInRefused';
    this.msg = msg;
  }
}

/**
 * POST /v3/api/sign_in/admin/: the admin's auth record, or null when the answer is not an
 * admin's. A 200 `{ msg }` refusal is thrown as AdminSignInRefused; other failures as ApiError.
 */
export async function adminSignIn(request: SignInRequest): Promise<AuthRecord | null> {
  // The accounts' sign-in, for an account of category admin.
  const answer = ZSignInResponse.safeParse(await callEndpoint(signInRoute, { params: { utype: 'admin' }, json: request }));
  if (!answer.success) return null;
  if ('msg' in answer.data) throw new AdminSignInRefused(answer.data.msg);
  return answer.data.account_type === adminAccountType ? answer.data : null;
}

/** The server's words for a wrong e-mail or password (an unknown admin reads as a wrong pair); else the generic failure. */
export function describeAdminSignInFailure(error: unknown): string {
  if (error instanceof AdminSignInRefused) {
    // The server's `msg` stays English (the spec's client branches on it); the catalogue answers in the page's language.
    const msg = localizeEnglish(error.msg);
    if (msg === messages.signIn.accountDoesNotExistMsg || msg === messages.signIn.incorrectPasswordMsg) {
      return messages.signIn.invalidCredentials;
    }
  }
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') return localizeEnglish(error.message);
  return messages.signIn.loginError;
}
