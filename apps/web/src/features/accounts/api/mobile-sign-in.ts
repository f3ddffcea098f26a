import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { Utype } from '@kt/contract/accounts/fields';
import type { MobileCodeRequest } from '@kt/contract/phone/phone-fields';
import { mobileSignIn as mobileSignInRoute } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** POST /v3/api/sign_in/mobile/{utype}/: the auth record for a number and the code sent to it. */
export function mobileSignIn(utype: Utype, request: MobileCodeRequest): Promise<AuthRecord> {
  return callEndpoint(mobileSignInRoute, { params: { utype }, json: request });
}
