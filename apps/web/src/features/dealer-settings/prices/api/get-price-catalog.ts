import { useQuery } from '@tanstack/react-query';
import type { Category } from '@kt/contract/catalog/category-list';
import type { Subcategory } from '@kt/contract/catalog/subcategory-list';
import { categoryList, subcategoryList } from '@kt/contract/routes';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';

/*
 * The public catalogue, read here to price it. The keys are the catalogue's own, so a dealer
 * coming from the category grid finds the list already loaded.
 */

/** GET /cat/category-list/. */
export function getCategories(): Promise<Category[]> {
  return callEndpoint(categoryList);
}

/** GET /cat/all-subcategory-list/: every scrap item; `category` is its category's id. */
export function getSubcategories(): Promise<Subcategory[]> {
  return callEndpoint(subcategoryList);
}

export function useCategoryList() {
  return useQuery({ queryKey: ['catalog', 'categories'], queryFn: getCategories, staleTime: 5 * 60_000 });
}

export function useSubcategoryList() {
  return useQuery({ queryKey: ['catalog', 'subcategories'], queryFn: getSubcategories, staleTime: 5 * 60_000 });
}
