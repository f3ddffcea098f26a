import { useQuery } from '@tanstack/react-query';
import type { CategoryRequestEntry } from '@kt/contract/dealer-settings/category-requests';
import { endpoints } from '@kt/contract/endpoints';
import { apiFetch } from '../../../../lib/api-client.ts';

/** The dealer's id is in the key: another dealer signing in on this tab must not see these requests. */
export function categoryRequestsKey(dealerId: number) {
  return ['dealer-settings', 'category-requests', dealerId] as const;
}

/** GET /dealer_details/get_category_request/{dealerId}/: the dealer's requests with their status. */
export function getCategoryRequests(dealerId: number): Promise<CategoryRequestEntry[]> {
  return apiFetch<CategoryRequestEntry[]>(endpoints.categoryRequests(dealerId), { auth: true });
}

export function useCategoryRequests(dealerId: number) {
  return useQuery({ queryKey: categoryRequestsKey(dealerId), queryFn: () => getCategoryRequests(dealerId) });
}
