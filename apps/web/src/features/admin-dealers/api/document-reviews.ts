import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentReview, ReviewStatus } from '@kt/contract/admin/documents';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { callEndpoint, pathOf } from '../../../lib/call-endpoint.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';

const documentsRoot = ['admin', 'documents'] as const;

export function documentReviewsKey(status: ReviewStatus) {
  return [...documentsRoot, status] as const;
}

/** GET /v3/admin/documents/?status=: one page of the dealers' document sets in that state, oldest upload first. */
export function getDocumentReviews(status: ReviewStatus, path?: string): Promise<ListPage<DocumentReview>> {
  return apiFetchPage<DocumentReview>(path ?? pathOf(adminRoutes.adminDocuments, {}, { status }), { auth: true });
}

export function useDocumentReviews(status: ReviewStatus) {
  return useListPages(documentReviewsKey(status), (path) => getDocumentReviews(status, path));
}

export type DocumentDecision = { dealerId: number; verify: true } | { dealerId: number; verify: false; reason: string };

/** POST …/{dealerId}/verify/ (no body) or …/{dealerId}/reject/ { reason }: 409 once decided. */
export function decideDocuments(decision: DocumentDecision): Promise<MsgResponse> {
  const params = { id: decision.dealerId };
  if (decision.verify) return callEndpoint(adminRoutes.adminVerifyDocuments, { params, auth: true });
  return callEndpoint(adminRoutes.adminRejectDocuments, { params, json: { reason: decision.reason }, auth: true });
}

/** A decision moves the set between the lists: every status list is read again, after a refusal too (it was out of date). */
export function useDecideDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDocuments,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsRoot }),
  });
}
