import { useQuery } from '@tanstack/react-query';
import type { DealerCard, GetDealersResponse } from '@kt/contract/selling/dealers';
import { apiFetch } from '../../../lib/api-client.ts';
import { takePrefetched } from '../../../lib/prefetch.ts';
import { dealersRequest } from './area-requests.ts';

/** The dealers serving the pincode (spec 7 reads data.data.dealers). */
export async function getDealers(pincode: string): Promise<DealerCard[]> {
  const { path, init } = dealersRequest(pincode);
  const answer = await (takePrefetched<GetDealersResponse>(path) ?? apiFetch<GetDealersResponse>(path, init));
  return answer.data.dealers;
}

export function useDealers(pincode: string) {
  return useQuery({ queryKey: ['selling', 'dealers', pincode], queryFn: () => getDealers(pincode), staleTime: 60_000 });
}
