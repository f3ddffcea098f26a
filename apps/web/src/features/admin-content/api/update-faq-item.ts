import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFaqItem } from '@kt/contract/admin/content';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { faqItemBody, type FaqDraft } from './faq-item-body.ts';
import { contentKeys, publicContentKey } from './query-keys.ts';

/** PATCH /v3/admin/faq/{id}/ as JSON: 200 with the question and its cleaned answer. */
export function updateFaqItem({ id, ...draft }: FaqDraft & { id: number }): Promise<AdminFaqItem> {
  return callEndpoint(adminRoutes.adminUpdateFaqItem, { params: { id }, json: faqItemBody(draft), auth: true });
}

export function useUpdateFaqItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFaqItem,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: contentKeys.faq }), queryClient.invalidateQueries({ queryKey: publicContentKey })]),
  });
}
