import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFaqItem } from '@kt/contract/admin/content';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { faqItemBody, type FaqDraft } from './faq-item-body.ts';
import { contentKeys, publicContentKey } from './query-keys.ts';

/** POST /v3/admin/faq/ as JSON (qns, ans as HTML, position): 201 with the question and its cleaned answer. */
export function addFaqItem(draft: FaqDraft): Promise<AdminFaqItem> {
  return callEndpoint(adminRoutes.adminAddFaqItem, { json: faqItemBody(draft), auth: true });
}

export function useAddFaqItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFaqItem,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: contentKeys.faq }), queryClient.invalidateQueries({ queryKey: publicContentKey })]),
  });
}
