import { useQuery } from '@tanstack/react-query';
import type { AllPincodesResponse } from '@kt/contract/dealer-settings/pincodes';
import { allPincodes } from '@kt/contract/routes';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';

export function pincodesQueryKey(dealerId: number) {
  return ['dealer-settings', 'pincodes', dealerId] as const;
}

/** GET /dealer_details/get_all_pincodes/{id}/: the spec's 'Pincode N' keys plus our `areas` and, for the dealer, `requests`. */
export async function getAllPincodes(dealerId: number): Promise<AllPincodesResponse> {
  // The dealer's own token: the answer carries their requests.
  return (await callEndpoint(allPincodes, { params: { id: dealerId }, auth: true })) as AllPincodesResponse;
}

export function useAllPincodes(dealerId: number) {
  return useQuery({ queryKey: pincodesQueryKey(dealerId), queryFn: () => getAllPincodes(dealerId) });
}
