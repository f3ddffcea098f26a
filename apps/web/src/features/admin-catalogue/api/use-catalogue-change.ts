import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys, publicCatalogKey } from './query-keys.ts';

/** A mutation of the catalogue: the admin's list and this tab's public copies are read again after it. */
export function useCatalogueChange<V, A>(mutationFn: (variables: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.catalogue }),
        queryClient.invalidateQueries({ queryKey: publicCatalogKey }),
      ]),
  });
}
