import { useMutation } from '@tanstack/react-query';
import { notAcceptableKey, type PincodeRequestResponse } from '@kt/contract/dealer-settings/pincodes';
import { requestPincode as requestPincodeRoute } from '@kt/contract/routes';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';
import { formDataOf, useRefreshAreas, type AreaSlot } from './save-areas.ts';

export type RequestOutcome = { isSent: true } | { isSent: false; text: string };

/**
 * POST /dealer_details/request_to_add_pincodes/ (dealer_id, addrequest, area): a pincode beyond
 * the direct ones waits for an admin. The server answers with `addrequest` once stored, or with
 * the 'Not Acceptable' key while an earlier request still waits.
 */
export async function requestPincode(dealerId: number, { pincode, area }: AreaSlot): Promise<RequestOutcome> {
  const answer = (await callEndpoint(requestPincodeRoute, {
    body: formDataOf({ dealer_id: dealerId, addrequest: pincode, area }),
    auth: true,
  })) as PincodeRequestResponse;
  if (notAcceptableKey in answer) return { isSent: false, text: answer[notAcceptableKey] };
  return { isSent: true };
}

export function useRequestPincode(dealerId: number) {
  const refresh = useRefreshAreas(dealerId);
  return useMutation({ mutationFn: (slot: AreaSlot) => requestPincode(dealerId, slot), onSettled: refresh });
}
