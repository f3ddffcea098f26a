import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@kt/contract/catalog/category-list';
import { categoryList } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function getCategories(): Promise<Category[]> {
  return callEndpoint(categoryList);
}

export const categoriesQuery = queryOptions({ queryKey: ['catalog', 'categories'], queryFn: getCategories, staleTime: 5 * 60_000 });

export function useCategories() {
  return useQuery(categoriesQuery);
}
