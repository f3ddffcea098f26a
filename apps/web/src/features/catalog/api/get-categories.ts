import { useQuery } from '@tanstack/react-query';
import type { Category } from '@kt/contract/catalog/category-list';
import { endpoints } from '@kt/contract/endpoints';
import { apiFetch } from '../../../lib/api-client.ts';

export function getCategories(): Promise<Category[]> {
  return apiFetch<Category[]>(endpoints.categoryList);
}

export function useCategories() {
  return useQuery({ queryKey: ['catalog', 'categories'], queryFn: getCategories, staleTime: 5 * 60_000 });
}
