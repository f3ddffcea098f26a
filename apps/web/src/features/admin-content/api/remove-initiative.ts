import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import type { AdminInitiative } from '@kt/contract/admin/content';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { changeListItems, type ListPages } from '../../../lib/use-list-pages.ts';
import { contentKeys } from './query-keys.ts';

/** DELETE /v3/admin/initiatives/{id}/ with { reason }: removed, its photo deleted, the dealer told why. { msg }. */
export function removeInitiative({ id, reason }: { id: number; reason: string }): Promise<MsgResponse> {
  return callEndpoint(adminRoutes.adminRemoveInitiative, { params: { id }, json: { reason }, auth: true });
}

export function useRemoveInitiative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInitiative,
    onSuccess: (_answer, { id }) => {
      queryClient.setQueryData<ListPages<AdminInitiative>>(contentKeys.initiatives, (pages) =>
        changeListItems(pages, (list) => list.filter((entry) => entry.id !== id)),
      );
    },
  });
}
