import type { Utype } from '@kt/contract/accounts/fields';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import { regenerateVerification as regenerateVerificationRoute } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** POST /v3/api/regenerate-verification-email/{utype}/ (email): a new verification link for an unverified account. */
export function regenerateVerification(utype: Utype, email: string): Promise<MsgResponse> {
  return callEndpoint(regenerateVerificationRoute, { params: { utype }, json: { email } });
}
