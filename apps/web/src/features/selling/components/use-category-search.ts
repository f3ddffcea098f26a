import { useMemo } from 'react';
import type { Category } from '@kt/contract/catalog/category-list';
import { useSubcategories } from '../api/get-subcategories.ts';
import { normalizeSearch } from '../format.ts';

/**
 * The category grid's filter for what is typed in the top bar's search (spec 2.3): a category
 * matches by its own name or by the name of one of its scrap items. The scrap items are loaded
 * when the search is first used; until they arrive, categories match by name. Undefined when
 * the search is empty (everything shows). `isLoadingItems`: the scrap items are still on their way.
 */
export function useCategorySearch(search: string): {
  filter: ((category: Category) => boolean) | undefined;
  isLoadingItems: boolean;
} {
  const wanted = normalizeSearch(search);
  const { data: subcategories, isPending } = useSubcategories({ enabled: wanted !== '' });
  const filter = useMemo(() => {
    if (wanted === '') return undefined;
    const matchingCategoryIds = new Set(
      (subcategories ?? []).filter((item) => normalizeSearch(item.sub_name).includes(wanted)).map((item) => item.category),
    );
    return (category: Category) => normalizeSearch(category.name).includes(wanted) || matchingCategoryIds.has(category.id);
  }, [wanted, subcategories]);
  return { filter, isLoadingItems: wanted !== '' && isPending };
}
