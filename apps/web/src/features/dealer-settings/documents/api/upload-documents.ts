import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentField } from '@kt/contract/dealer-settings/documents';
import { addDocuments } from '@kt/contract/routes';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';
import { setupStatusRoot } from '../../hub/api/get-setup-status.ts';
import { documentsQueryKey } from './get-documents.ts';

export type DocumentUpload = { dealerId: number; files: readonly { field: DocumentField; file: File }[] };

/** POST /dealer_details/add_documents/ (multipart, as the spec's client sends it): dealer_id and the files. */
export function uploadDocuments({ dealerId, files }: DocumentUpload): Promise<{ msg: string }> {
  const body = new FormData();
  body.append('dealer_id', String(dealerId));
  for (const { field, file } of files) body.append(field, file);
  return callEndpoint(addDocuments, { body, auth: true });
}

export function useUploadDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocuments,
    onSuccess: (_answer, { dealerId }) => {
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey(dealerId) });
      void queryClient.invalidateQueries({ queryKey: setupStatusRoot });
    },
  });
}
