import { useQuery } from '@tanstack/react-query';
import type { Subcategory } from '@kt/contract/catalog/subcategory-list';
import { subcategoryList } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** GET /cat/all-subcategory-list/: every scrap item; `category` is the id of its category. */
export function getSubcategories(): Promise<Subcategory[]> {
  return callEndpoint(subcategoryList);
}

/** Loaded only once it is needed (the search box is used), to keep the first load light. */
export function useSubcategories({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: ['catalog', 'subcategories'], queryFn: getSubcategories, staleTime: 5 * 60_000, enabled });
}
