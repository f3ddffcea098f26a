import { endpoints } from '@kt/contract/endpoints';
import { apiFetch } from '../../../lib/api-client.ts';
import { useDecision } from './use-decision.ts';

/** POST /v3/admin/category-requests/{id}/reject/ with the reason the dealer reads. */
export function rejectCategoryRequest({ id, reason }: { id: number; reason: string }): Promise<{ msg: string }> {
  return apiFetch<{ msg: string }>(endpoints.adminRejectCategoryRequest(id), { method: 'POST', json: { reason }, auth: true });
}

export function useRejectCategoryRequest() {
  return useDecision(rejectCategoryRequest, false);
}
