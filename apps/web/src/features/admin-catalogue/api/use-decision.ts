import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategoryRequest } from '@kt/contract/admin/category-requests';
import { changeListItems, type ListPages } from '../../../lib/use-list-pages.ts';
import { catalogueKeys, publicCatalogKey } from './query-keys.ts';

/** A decision on a request: it leaves the pending list at once; an approval changes the catalogue too. */
export function useDecision<V extends { id: number }, A>(mutationFn: (variables: V) => Promise<A>, changesCatalogue: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_answer, { id }) => {
      queryClient.setQueryData<ListPages<AdminCategoryRequest>>(catalogueKeys.requests, (data) =>
        changeListItems(data, (items) => items.filter((item) => item.id !== id)),
      );
      if (!changesCatalogue) return undefined;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.catalogue }),
        queryClient.invalidateQueries({ queryKey: publicCatalogKey }),
      ]);
    },
  });
}
