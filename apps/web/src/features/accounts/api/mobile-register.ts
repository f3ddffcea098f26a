import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { MobileCustomerSignUpRequest, MobileDealerSignUpRequest } from '@kt/contract/phone/phone-fields';
import { mobileCustomerRegistration, mobileDealerRegistration } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** POST /v3/api/registration/mobile/customer/: 201 with the new account's auth record (signed in at once). */
export function registerMobileCustomer(request: MobileCustomerSignUpRequest): Promise<AuthRecord> {
  return callEndpoint(mobileCustomerRegistration, { json: request });
}

/** POST /v3/api/registration/mobile/dealer/: 201 with the new account's auth record (signed in at once). */
export function registerMobileDealer(request: MobileDealerSignUpRequest): Promise<AuthRecord> {
  return callEndpoint(mobileDealerRegistration, { json: request });
}
