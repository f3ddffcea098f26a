import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { useDecision } from './use-decision.ts';

/** POST /v3/admin/category-requests/{id}/reject/ with the reason the dealer reads. */
export function rejectCategoryRequest({ id, reason }: { id: number; reason: string }): Promise<MsgResponse> {
  return callEndpoint(adminRoutes.adminRejectCategoryRequest, { params: { id }, json: { reason }, auth: true });
}

export function useRejectCategoryRequest() {
  return useDecision(rejectCategoryRequest, false);
}
