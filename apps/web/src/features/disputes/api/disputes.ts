import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { CloseDisputeBody, Dispute } from '@kt/contract/disputes/disputes';
import { answerDispute as answerRoute, dealerDisputes, openDispute as openRoute, orderDispute, orderReceipt } from '@kt/contract/routes';
import { ApiError, apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { callEndpoint, pathOf } from '../../../lib/call-endpoint.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';

const disputesRoot = ['disputes'] as const;

/** GET /api/order_dispute/{order}/: the order's dispute, or null when nobody reported it (404). */
export async function getOrderDispute(orderNumber: string): Promise<Dispute | null> {
  try {
    return await callEndpoint(orderDispute, { params: { orderNumber }, auth: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useOrderDispute(orderNumber: string) {
  return useQuery({ queryKey: [...disputesRoot, 'order', orderNumber], queryFn: () => getOrderDispute(orderNumber) });
}

/** POST /api/order_dispute/{order}/ as multipart: reason, note and the optional photo. */
export function openDispute(orderNumber: string, form: { reason: string; note: string; photo: File | null }): Promise<Dispute> {
  const body = new FormData();
  body.set('reason', form.reason);
  body.set('note', form.note);
  if (form.photo) body.set('photo', form.photo);
  return callEndpoint(openRoute, { params: { orderNumber }, body, auth: true });
}

/** POST /dealer/api/disputes/{id}/answer/: the dealer's one answer. */
export function answerDispute(id: number, answer: string): Promise<Dispute> {
  return callEndpoint(answerRoute, { params: { id }, json: { answer }, auth: true });
}

/** A report or an answer changes what every dispute query shows. */
export function useDisputeChange<Args>(send: (args: Args) => Promise<Dispute>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: disputesRoot }) });
}

/** GET /dealer/api/disputes/: the dealer's disputes, newest first. */
export function useDealerDisputes() {
  return useListPages([...disputesRoot, 'dealer'], (path?: string): Promise<ListPage<Dispute>> => apiFetchPage<Dispute>(path ?? pathOf(dealerDisputes), { auth: true }));
}

/** GET /v3/admin/disputes/: the open disputes, oldest first. */
export function useAdminDisputes() {
  return useListPages([...disputesRoot, 'admin'], (path?: string): Promise<ListPage<Dispute>> => apiFetchPage<Dispute>(path ?? pathOf(adminRoutes.adminDisputes), { auth: true }));
}

/** POST /v3/admin/disputes/{id}/close/: upheld with an adjustment in paise, or rejected. */
export function closeDispute({ id, body }: { id: number; body: CloseDisputeBody }): Promise<Dispute> {
  return callEndpoint(adminRoutes.adminCloseDispute, { params: { id }, json: body, auth: true });
}

/** When the pickup was completed (its receipt's completed_at): the report form is offered only within the window. */
export function useCompletedAt(orderNumber: string) {
  return useQuery({
    queryKey: [...disputesRoot, 'completed-at', orderNumber],
    queryFn: async () => (await callEndpoint(orderReceipt, { params: { orderNumber }, auth: true })).completed_at,
  });
}
