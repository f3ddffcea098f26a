import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { Utype } from '@kt/contract/accounts/fields';
import { ZSignInResponse, type SignInRequest, type SignInSide } from '@kt/contract/accounts/sign-in';
import { messages } from '@kt/contract/messages';
import { signIn as signInRoute } from '@kt/contract/routes';
import { ApiError } from '../../../lib/api-client.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { newUserMessages } from '@kt/contract/new-user-messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { isServerText } from '../server-text.ts';

/** A sign-in the server refused with one of the spec's `msg` texts (a 200 answer, as the spec's client expects). */
export class SignInRefused extends Error {
  readonly msg: string;
  /** Ours (issue 28): the other tab the e-mail has an account on, beside 'Account Does Not Exist.'. */
  readonly registeredAs: SignInSide | undefined;

  constructor(msg: string, registeredAs?: SignInSide) {
    super(msg);
    this.name = 'SignInRefused';
    this.msg = msg;
    this.registeredAs = registeredAs;
  }
}

/**
 * POST /v3/api/sign_in/{utype}/: the auth record to store. A 200 `{ msg }` is thrown as
 * SignInRefused, an answer that is neither as an Error, any other failure as an ApiError.
 */
export async function signIn(utype: Utype, request: SignInRequest): Promise<AuthRecord> {
  // Checked, not trusted: an answer that is neither a record nor a refusal is a failure of its own.
  const answer = ZSignInResponse.safeParse(await callEndpoint(signInRoute, { params: { utype }, json: request }));
  if (!answer.success) throw new Error('unexpected sign-in answer');
  if ('msg' in answer.data) throw new SignInRefused(answer.data.msg, answer.data.registered_as);
  return answer.data;
}

export type SignInFailure = {
  text: string;
  shouldReload: boolean;
  /** The account is not verified: the dialog offers to send its verification link again. */
  offersResend?: boolean;
};

/**
 * What the person is told when sign-in fails (spec 8, 'Sign-in'). An unverified account has
 * already been sent a new link by the server, so nothing more is called here. A rate limit
 * shows its own message; anything else is 'Login Error!!' and the page reloads.
 */
export function describeSignInFailure(error: unknown): SignInFailure {
  if (error instanceof SignInRefused) {
    // The server's `msg` is the spec's English; the catalogue answers in the page's language.
    if (isServerText(error.msg, messages.signIn.accountDoesNotExistMsg)) {
      // The account is on the other tab: say so instead of 'Signup first' (issue 28).
      const text =
        error.registeredAs === 'customer'
          ? newUserMessages.customerAccountOnDealerTab
          : error.registeredAs === 'dealer'
            ? newUserMessages.dealerAccountOnCustomerTab
            : messages.signIn.accountDoesNotExist;
      return { text, shouldReload: false };
    }
    if (isServerText(error.msg, messages.signIn.notVerifiedMsg)) {
      return { text: messages.signIn.notVerified, shouldReload: false, offersResend: true };
    }
    if (isServerText(error.msg, messages.signIn.incorrectPasswordMsg)) {
      return { text: messages.signIn.invalidCredentials, shouldReload: false };
    }
  }
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') return { text: localizeEnglish(error.message), shouldReload: false };
  return { text: messages.signIn.loginError, shouldReload: true };
}
