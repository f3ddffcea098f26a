import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { apiFetch } from '../../../lib/api-client.ts';
import { useDecision } from './use-decision.ts';

/** POST /v3/admin/category-requests/{id}/reject/ with the reason the dealer reads. */
export function rejectCategoryRequest({ id, reason }: { id: number; reason: string }): Promise<{ msg: string }> {
  return apiFetch<{ msg: string }>(adminEndpoints.adminRejectCategoryRequest(id), { method: 'POST', json: { reason }, auth: true });
}

export function useRejectCategoryRequest() {
  return useDecision(rejectCategoryRequest, false);
}
