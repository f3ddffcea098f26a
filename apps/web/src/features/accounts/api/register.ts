import type { CustomerSignUpRequest, DealerSignUpRequest, MsgResponse } from '@kt/contract/accounts/sign-up';
import { messages } from '@kt/contract/messages';
import { customerRegistration, dealerRegistration } from '@kt/contract/routes';
import { ApiError } from '../../../lib/api-client.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { isServerText } from '../server-text.ts';

/** POST /v3/api/registration/customer/: 201 { msg: 'Verification email sent' }. */
export function registerCustomer(request: CustomerSignUpRequest): Promise<MsgResponse> {
  return callEndpoint(customerRegistration, { json: request });
}

/** POST /v3/api/registration/dealer/: 201 { msg: 'Verification email sent' }. */
export function registerDealer(request: DealerSignUpRequest): Promise<MsgResponse> {
  return callEndpoint(dealerRegistration, { json: request });
}

export type RegistrationFailure = {
  text: string;
  goesToSignIn: boolean;
  /** An unverified account exists: the dialog offers to send its verification link again. */
  offersResend?: boolean;
};

/**
 * What the person is told when registration fails (spec 8, 'Sign-up'): an existing
 * unverified account (the server has re-sent its link), an existing verified one (go and sign
 * in), or the first message of each invalid field, one per line.
 */
export function describeRegistrationFailure(error: unknown): RegistrationFailure {
  if (error instanceof ApiError) {
    if (isServerText(error.msg, messages.signUp.unverifiedExistsMsg)) {
      return { text: messages.signUp.unverifiedExists, goesToSignIn: false, offersResend: true };
    }
    if (isServerText(error.msg, messages.signUp.verifiedExistsMsg)) return { text: messages.signUp.verifiedExists, goesToSignIn: true };
    const fields = error.body?.fields;
    if (fields) {
      const lines = Object.values(fields)
        .map((list) => list[0])
        .filter((line): line is string => Boolean(line));
      if (lines.length > 0) return { text: lines.map(localizeEnglish).join('\n'), goesToSignIn: false };
    }
    return { text: localizeEnglish(error.message), goesToSignIn: false };
  }
  return { text: messages.general.loadFailed, goesToSignIn: false };
}
