import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import type { AdminInitiative } from '@kt/contract/admin/content';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { apiFetch } from '../../../lib/api-client.ts';
import { changeListItems, type ListPages } from '../../../lib/use-list-pages.ts';
import { contentKeys } from './query-keys.ts';

/** DELETE /v3/admin/initiatives/{id}/ with { reason }: removed, its photo deleted, the dealer told why. { msg }. */
export function removeInitiative({ id, reason }: { id: number; reason: string }): Promise<MsgResponse> {
  return apiFetch<MsgResponse>(adminEndpoints.adminInitiative(id), { method: 'DELETE', json: { reason }, auth: true });
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
