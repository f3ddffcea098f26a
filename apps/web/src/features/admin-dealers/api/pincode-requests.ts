import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import type { AdminPincodeRequest } from '@kt/contract/admin/pincode-requests';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { callEndpoint, pathOf } from '../../../lib/call-endpoint.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';

const pincodeRequestsKey = ['admin', 'pincode-requests'] as const;

/** GET /v3/admin/pincode-requests/: one page of the pending requests, oldest first. */
export function getPincodeRequests(path?: string): Promise<ListPage<AdminPincodeRequest>> {
  return apiFetchPage<AdminPincodeRequest>(path ?? pathOf(adminRoutes.adminPincodeRequests), { auth: true });
}

export function usePincodeRequests() {
  return useListPages(pincodeRequestsKey, getPincodeRequests);
}

export type PincodeDecision = { id: number; approve: true } | { id: number; approve: false; reason: string };

/** POST …/{id}/approve/ (no body) or …/{id}/reject/ { reason }: 409 once decided. */
export function decidePincodeRequest(decision: PincodeDecision): Promise<MsgResponse> {
  const params = { id: decision.id };
  if (decision.approve) return callEndpoint(adminRoutes.adminApprovePincode, { params, auth: true });
  return callEndpoint(adminRoutes.adminRejectPincode, { params, json: { reason: decision.reason }, auth: true });
}

/** A decided request leaves the list: it is read again, after a refusal too (it was out of date). */
export function useDecidePincodeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePincodeRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pincodeRequestsKey }),
  });
}
