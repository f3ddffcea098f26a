import type { z } from 'zod';
import type { ZResetCompletionRequest } from '@kt/contract/accounts/email-flows';
import type { Utype } from '@kt/contract/accounts/fields';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import { passwordResetCompletion, requestPasswordReset as requestPasswordResetRoute } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** POST /v3/api/request-password-reset-email/{utype}/ (email). */
export function requestPasswordReset(utype: Utype, email: string): Promise<MsgResponse> {
  return callEndpoint(requestPasswordResetRoute, { params: { utype }, json: { email } });
}

export type ResetCompletionRequest = z.input<typeof ZResetCompletionRequest>;

/** PATCH /v3/api/password-reset-completion/{utype}/ (token, user_id, password): 200, or 400 'Reset Link is invalid'. */
export function completePasswordReset(utype: Utype, request: ResetCompletionRequest): Promise<MsgResponse> {
  return callEndpoint(passwordResetCompletion, { params: { utype }, json: request });
}
