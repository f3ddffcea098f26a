import { RequestCategory } from '../../../../features/dealer-settings/category-requests/components/request-category.tsx';
import { AreaPage } from '../../accounts/form-page.tsx';

/** /dealer/settings/requestcategory (spec 2.7). */
export function DealerRequestCategoryPage() {
  return (
    <AreaPage title="Request to Add Category">
      <RequestCategory />
    </AreaPage>
  );
}

export { DealerRequestCategoryPage as Component };
