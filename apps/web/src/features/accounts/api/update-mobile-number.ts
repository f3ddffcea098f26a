import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { Profile, ZCustomerUpdateAttrsRequest, ZDealerUpdateAttrsRequest } from '@kt/contract/accounts/profile';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import { endpoints } from '@kt/contract/endpoints';
import { apiFetch } from '../../../lib/api-client.ts';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { utypeOf } from '../utype.ts';
import { profileQueryKey } from './profile.ts';

type CustomerUpdate = z.infer<typeof ZCustomerUpdateAttrsRequest>;
type DealerUpdate = z.infer<typeof ZDealerUpdateAttrsRequest>;

export type UpdateAttrsRequest = CustomerUpdate | DealerUpdate;

/** The update-attrs payload of an account: its id, the new mobile number and its unchanged type. */
export function buildUpdateAttrs(auth: AuthRecord, mobileNumber: string): UpdateAttrsRequest {
  return utypeOf(auth.account_type) === 'dealer'
    ? { Did: auth.id, mobile_number: mobileNumber, account_type: auth.account_type }
    : {
        Cid: auth.id,
        mobile_number: mobileNumber,
        account_type: auth.account_type,
        account_category: auth.account_category,
      };
}

/** POST /v3/api/update-attrs/{utype}/: only the mobile number changes (spec 5, 'Profile edit'). */
export function updateMobileNumber(auth: AuthRecord, mobileNumber: string): Promise<MsgResponse> {
  return apiFetch<MsgResponse>(endpoints.updateAttrs(utypeOf(auth.account_type)), {
    method: 'POST',
    json: buildUpdateAttrs(auth, mobileNumber),
    auth: true,
  });
}

export function useUpdateMobileNumber(auth: AuthRecord) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mobileNumber: string) => updateMobileNumber(auth, mobileNumber),
    onSuccess: (_answer, mobileNumber) => {
      const key = profileQueryKey(utypeOf(auth.account_type), auth.id);
      queryClient.setQueryData<Profile>(key, (profile) => (profile ? { ...profile, mobile_number: mobileNumber } : profile));
      void queryClient.invalidateQueries({ queryKey: key });
      // The stored record holds the mobile number too; keep it in step.
      const stored = browserStorage.getAuth();
      if (stored && stored.id === auth.id) browserStorage.setAuth({ ...stored, mobile_number: mobileNumber });
    },
  });
}
