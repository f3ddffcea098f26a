import { useMutation } from '@tanstack/react-query';
import { notAcceptableKey } from '@kt/contract/dealer-settings/pincodes';
import { endpoints } from '@kt/contract/endpoints';
import { apiFetch } from '../../../../lib/api-client.ts';
import { formDataOf, useRefreshAreas, type AreaSlot } from './save-areas.ts';

type RequestAnswer = { addrequest: string; msg: string } | { [notAcceptableKey]: string };
export type RequestOutcome = { isSent: true } | { isSent: false; text: string };

/**
 * POST /dealer_details/request_to_add_pincodes/ (dealer_id, addrequest, area): a pincode beyond
 * the direct ones waits for an admin. The server answers with `addrequest` once stored, or with
 * the 'Not Acceptable' key while an earlier request still waits.
 */
export async function requestPincode(dealerId: number, { pincode, area }: AreaSlot): Promise<RequestOutcome> {
  const answer = await apiFetch<RequestAnswer>(endpoints.requestPincode, {
    method: 'POST',
    body: formDataOf({ dealer_id: dealerId, addrequest: pincode, area }),
    auth: true,
  });
  if (notAcceptableKey in answer) return { isSent: false, text: answer[notAcceptableKey] };
  return { isSent: true };
}

export function useRequestPincode(dealerId: number) {
  const refresh = useRefreshAreas(dealerId);
  return useMutation({ mutationFn: (slot: AreaSlot) => requestPincode(dealerId, slot), onSettled: refresh });
}
