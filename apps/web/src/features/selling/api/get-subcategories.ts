import { useQuery } from '@tanstack/react-query';
import type { Subcategory } from '@kt/contract/catalog/subcategory-list';
import { endpoints } from '@kt/contract/endpoints';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /cat/all-subcategory-list/: every scrap item; `category` is the id of its category. */
export function getSubcategories(): Promise<Subcategory[]> {
  return apiFetch<Subcategory[]>(endpoints.subcategoryList);
}

/** Loaded only once it is needed (the search box is used), to keep the first load light. */
export function useSubcategories({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: ['catalog', 'subcategories'], queryFn: getSubcategories, staleTime: 5 * 60_000, enabled });
}
