import { useQuery } from '@tanstack/react-query';
import type { AllPincodesResponse } from '@kt/contract/dealer-settings/pincodes';
import { endpoints } from '@kt/contract/endpoints';
import { apiFetch } from '../../../../lib/api-client.ts';

export function pincodesQueryKey(dealerId: number) {
  return ['dealer-settings', 'pincodes', dealerId] as const;
}

/** GET /dealer_details/get_all_pincodes/{id}/: the spec's 'Pincode N' keys plus our `areas` and `requests`. */
export function getAllPincodes(dealerId: number): Promise<AllPincodesResponse> {
  return apiFetch<AllPincodesResponse>(endpoints.allPincodes(dealerId), { auth: true });
}

export function useAllPincodes(dealerId: number) {
  return useQuery({ queryKey: pincodesQueryKey(dealerId), queryFn: () => getAllPincodes(dealerId) });
}
