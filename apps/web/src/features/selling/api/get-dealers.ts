import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@kt/contract/endpoints';
import type { DealerCard, GetDealersResponse } from '@kt/contract/selling/dealers';
import { apiFetch } from '../../../lib/api-client.ts';
import { takePrefetched } from '../../../lib/prefetch.ts';

/** GET /dealer/api/getdealers/{pincode}: the dealers serving the pincode (spec 7 reads data.data.dealers). */
export async function getDealers(pincode: string): Promise<DealerCard[]> {
  const path = endpoints.getDealers(pincode);
  const answer = await (takePrefetched<GetDealersResponse>(path) ?? apiFetch<GetDealersResponse>(path));
  return answer.data.dealers;
}

export function useDealers(pincode: string) {
  return useQuery({ queryKey: ['selling', 'dealers', pincode], queryFn: () => getDealers(pincode), staleTime: 60_000 });
}
