import { useQuery } from '@tanstack/react-query';
import type { DealerArea } from '@kt/contract/dealer-settings/pincodes';
import { allPincodes } from '@kt/contract/routes';
import { ApiError } from '../../../../lib/api-client.ts';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';
import { pricesKey } from './get-dealer-prices.ts';

/**
 * GET /dealer_details/get_all_pincodes/{dealerId}/, read for its `areas`: the pincodes a price
 * can be set in. A dealer with no pincode record yet serves none, whichever way the server says so.
 */
export async function getServedAreas(dealerId: number): Promise<DealerArea[]> {
  try {
    const answer = await callEndpoint(allPincodes, { params: { id: dealerId }, auth: true });
    return Array.isArray(answer.areas) ? answer.areas : [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function useServedAreas(dealerId: number) {
  return useQuery({ queryKey: [...pricesKey, 'served-areas', dealerId], queryFn: () => getServedAreas(dealerId) });
}
