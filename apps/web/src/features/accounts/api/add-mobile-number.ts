import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Utype } from '@kt/contract/accounts/fields';
import type { MobileCodeRequest } from '@kt/contract/phone/phone-fields';
import { mobileNumberVerify, otpRequest } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { messagePreferencesKey } from './message-preferences.ts';
import { profileQueryKey } from './profile.ts';

/** POST /v3/api/otp/request/ with the access token: a code to the number the signed-in account wants to add. */
export function requestAddNumberCode(mobileNumber: string, utype: Utype) {
  return callEndpoint(otpRequest, { json: { mobile_number: mobileNumber, purpose: 'add_number', utype }, auth: true });
}

export function useRequestAddNumberCode(utype: Utype) {
  return useMutation({ mutationFn: (mobileNumber: string) => requestAddNumberCode(mobileNumber, utype) });
}

/** POST /v3/api/mobile-number/verify/: the number and the code sent to it make it the account's sign-in number. */
export function verifyMobileNumber(request: MobileCodeRequest) {
  return callEndpoint(mobileNumberVerify, { json: request, auth: true });
}

/** A verified number shows at once on the profile and in the message choices (which it unlocks). */
export function useVerifyMobileNumber(utype: Utype, accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMobileNumber,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagePreferencesKey(accountId) }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey(utype, accountId) }),
      ]),
  });
}
