import { AdminCategoryRequests } from '../../../features/admin-catalogue/components/category-requests.tsx';
import { adminCatalogueTexts } from '../../../features/admin-catalogue/texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /admin/category-requests (issue 15): the dealers' pending category requests, approved into the catalogue or rejected with a reason. */
export function AdminCategoryRequestsPage() {
  return (
    <AreaPage title={adminCatalogueTexts.requests.title}>
      <AdminCategoryRequests />
    </AreaPage>
  );
}

export { AdminCategoryRequestsPage as Component };
