import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { Utype } from '@kt/contract/accounts/fields';
import type { SignInRequest } from '@kt/contract/accounts/sign-in';
import { endpoints } from '@kt/contract/endpoints';
import { messages } from '@kt/contract/messages';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

/** POST /v3/api/sign_in/{utype}/: the auth record to store, or an ApiError carrying the spec's msg. */
export function signIn(utype: Utype, request: SignInRequest): Promise<AuthRecord> {
  return apiFetch<AuthRecord>(endpoints.signIn(utype), { method: 'POST', json: request });
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
  if (error instanceof ApiError) {
    switch (error.msg) {
      case messages.signIn.accountDoesNotExistMsg:
        return { text: messages.signIn.accountDoesNotExist, shouldReload: false };
      case messages.signIn.notVerifiedMsg:
        return { text: messages.signIn.notVerified, shouldReload: false, offersResend: true };
      case messages.signIn.incorrectPasswordMsg:
        return { text: messages.signIn.invalidCredentials, shouldReload: false };
    }
    if (error.code === 'RATE_LIMITED') return { text: error.message, shouldReload: false };
  }
  return { text: messages.signIn.loginError, shouldReload: true };
}
