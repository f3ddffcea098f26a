import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import type { DealerInitiative } from '@kt/contract/marketplace/page';
import { removeDealerInitiative } from '@kt/contract/routes';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';
import { changeListItems, type ListPages } from '../../../../lib/use-list-pages.ts';
import { initiativesKey } from './get-initiatives.ts';

/** DELETE /api3/dealer_initiatives/dealer_initiatives/{id}/: { msg }. */
export function removeInitiative(id: number): Promise<MsgResponse> {
  return callEndpoint(removeDealerInitiative, { params: { id }, auth: true });
}

export function useRemoveInitiative(dealerId: number) {
  const queryClient = useQueryClient();
  const key = initiativesKey(dealerId);
  return useMutation({
    mutationFn: removeInitiative,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<ListPages<DealerInitiative>>(key, (pages) =>
        changeListItems(pages, (list) => list.filter((entry) => entry.id !== id)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
