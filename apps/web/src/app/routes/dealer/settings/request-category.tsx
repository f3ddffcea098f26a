import { RequestCategory } from '../../../../features/dealer-settings/category-requests/components/request-category.tsx';
import { hubTexts } from '../../../../features/dealer-settings/hub/hub-texts.ts';
import { AreaPage } from '../../accounts/form-page.tsx';

/** /dealer/settings/requestcategory (spec 2.7). */
export function DealerRequestCategoryPage() {
  return (
    <AreaPage title={hubTexts.titles.category}>
      <RequestCategory />
    </AreaPage>
  );
}

export { DealerRequestCategoryPage as Component };
