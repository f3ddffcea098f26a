import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { Profile, ZCustomerUpdateAttrsRequest, ZDealerUpdateAttrsRequest } from '@kt/contract/accounts/profile';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import { customerUpdateAttrs, dealerUpdateAttrs } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { utypeOf } from '../utype.ts';
import { profileQueryKey } from './profile.ts';

type CustomerUpdate = z.infer<typeof ZCustomerUpdateAttrsRequest>;
type DealerUpdate = z.infer<typeof ZDealerUpdateAttrsRequest>;

export type UpdateAttrsRequest = CustomerUpdate | DealerUpdate;
/** A dealer's quantity range per pickup in kg, as typed (ours). */
export type DealerQty = { min_qty: string; qty: string };

/**
 * The update-attrs payload of an account: its id, the new mobile number, its unchanged type, (a
 * dealer's) quantity range and (issue 28, when given) the UPI ID, '' to remove it.
 */
export function buildUpdateAttrs(auth: AuthRecord, mobileNumber: string, qty?: DealerQty, upiVpa?: string): UpdateAttrsRequest {
  const upi = upiVpa === undefined ? {} : { upi_vpa: upiVpa };
  return utypeOf(auth.account_type) === 'dealer'
    ? { Did: auth.id, mobile_number: mobileNumber, account_type: auth.account_type, ...qty, ...upi }
    : {
        Cid: auth.id,
        mobile_number: mobileNumber,
        account_type: auth.account_type,
        account_category: auth.account_category,
        ...upi,
      };
}

function isDealerUpdate(request: UpdateAttrsRequest): request is DealerUpdate {
  return 'Did' in request;
}

/** A dealer's update as the spec's client sends it: multipart, one part per field. */
function dealerFormData(request: DealerUpdate): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(request)) if (value !== undefined) body.append(name, String(value));
  return body;
}

/** POST /v3/api/update-attrs/{utype}/: the mobile number changes (spec 5, 'Profile edit'); a dealer's quantity range too (ours). */
export function updateAttrs(auth: AuthRecord, request: UpdateAttrsRequest): Promise<MsgResponse> {
  return isDealerUpdate(request)
    ? callEndpoint(dealerUpdateAttrs, { body: dealerFormData(request), auth: true })
    : callEndpoint(customerUpdateAttrs, { json: request, auth: true });
}

export function useUpdateAttrs(auth: AuthRecord) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateAttrsRequest) => updateAttrs(auth, request),
    onSuccess: (_answer, request) => {
      const key = profileQueryKey(utypeOf(auth.account_type), auth.id);
      const qty = isDealerUpdate(request) && request.min_qty !== undefined ? { min_qty: request.min_qty, qty: request.qty } : {};
      const upi = request.upi_vpa === undefined ? {} : { upi_vpa: request.upi_vpa === '' ? null : request.upi_vpa };
      queryClient.setQueryData<Profile>(key, (profile) =>
        profile ? { ...profile, mobile_number: request.mobile_number, ...qty, ...upi } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: key });
      // The stored record holds the mobile number too; keep it in step.
      const stored = browserStorage.getAuth();
      if (stored && stored.id === auth.id) browserStorage.setAuth({ ...stored, mobile_number: request.mobile_number });
    },
  });
}
