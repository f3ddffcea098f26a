import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DealerInitiative } from '@kt/contract/marketplace/page';
import { updateDealerInitiative } from '@kt/contract/routes';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';
import { changeListItems, type ListPages } from '../../../../lib/use-list-pages.ts';
import { initiativesKey } from './get-initiatives.ts';

/** A change of one initiative: the message, and a new photo or the old one dropped (or neither). */
export type InitiativeChange = { id: number; message: string; photo: File | null; isPhotoRemoved: boolean };

/**
 * PATCH /api3/dealer_initiatives/dealer_initiatives/{id}/ as multipart: a new photo replaces the
 * old one, remove_photo 'true' drops it. 200 with the initiative.
 */
export function updateInitiative({ id, message, photo, isPhotoRemoved }: InitiativeChange): Promise<DealerInitiative> {
  const body = new FormData();
  body.set('message', message);
  if (photo) body.set('photo', photo);
  else if (isPhotoRemoved) body.set('remove_photo', 'true');
  return callEndpoint(updateDealerInitiative, { params: { id }, body, auth: true });
}

export function useUpdateInitiative(dealerId: number) {
  const queryClient = useQueryClient();
  const key = initiativesKey(dealerId);
  return useMutation({
    mutationFn: updateInitiative,
    onSuccess: (initiative) => {
      queryClient.setQueryData<ListPages<DealerInitiative>>(key, (pages) =>
        changeListItems(pages, (list) => list.map((entry) => (entry.id === initiative.id ? initiative : entry))),
      );
    },
    // A refusal (removed meanwhile) reads the list again too, so it shows what is true.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
