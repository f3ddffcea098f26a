import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DealerInitiative } from '@kt/contract/marketplace/page';
import { addDealerInitiative } from '@kt/contract/routes';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';
import type { ListPages } from '../../../../lib/use-list-pages.ts';
import { initiativesKey } from './get-initiatives.ts';

export type NewInitiative = { message: string; photo: File | null };

/** POST /api3/dealer_initiatives/dealer_initiatives/ as multipart (message, photo): 201 with the initiative. */
export function addInitiative({ message, photo }: NewInitiative): Promise<DealerInitiative> {
  const body = new FormData();
  body.set('message', message);
  if (photo) body.set('photo', photo);
  return callEndpoint(addDealerInitiative, { body, auth: true });
}

/** The new initiative shows first at once (the list is newest first); then the list is read again. */
export function useAddInitiative(dealerId: number) {
  const queryClient = useQueryClient();
  const key = initiativesKey(dealerId);
  return useMutation({
    mutationFn: addInitiative,
    onSuccess: (initiative) => {
      queryClient.setQueryData<ListPages<DealerInitiative>>(key, (data) => {
        const [first, ...rest] = data?.pages ?? [];
        return data && first ? { ...data, pages: [{ ...first, items: [initiative, ...first.items] }, ...rest] } : data;
      });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
