import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Category } from '@kt/contract/catalog/category-list';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';

/** /dealer/settings/setprice (spec 2.7): a chosen category is stored by name, then its items are priced. */
export function useChoosePriceCategory(): (category: Pick<Category, 'name'>) => void {
  const navigate = useNavigate();
  return useCallback(
    (category) => {
      browserStorage.setPriceCategory(category.name);
      void navigate(paths.dealerEditPrice);
    },
    [navigate],
  );
}
