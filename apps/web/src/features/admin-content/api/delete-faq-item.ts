import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { contentKeys, publicContentKey } from './query-keys.ts';

/** DELETE /v3/admin/faq/{id}/: { msg }. */
export function deleteFaqItem(id: number): Promise<MsgResponse> {
  return callEndpoint(adminRoutes.adminDeleteFaqItem, { params: { id }, auth: true });
}

export function useDeleteFaqItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaqItem,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: contentKeys.faq }), queryClient.invalidateQueries({ queryKey: publicContentKey })]),
  });
}
