import { useQuery } from '@tanstack/react-query';
import type { DealerDocuments } from '@kt/contract/dealer-settings/documents';
import { dealerDocuments } from '@kt/contract/routes';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';

export function documentsQueryKey(dealerId: number) {
  return ['dealer-settings', 'documents', dealerId] as const;
}

/** GET /dealer_details/get_documents/{id}/: the review state and the stored files. */
export function getDocuments(dealerId: number): Promise<DealerDocuments> {
  return callEndpoint(dealerDocuments, { params: { id: dealerId }, auth: true });
}

export function useDocuments(dealerId: number) {
  return useQuery({ queryKey: documentsQueryKey(dealerId), queryFn: () => getDocuments(dealerId) });
}
