import { AdminCatalogue } from '../../../features/admin-catalogue/components/admin-catalogue.tsx';
import { adminCatalogueTexts } from '../../../features/admin-catalogue/texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /admin/catalogue (issue 15): categories and subcategories with their pictures; retire, never delete. */
export function AdminCataloguePage() {
  return (
    <AreaPage title={adminCatalogueTexts.catalogue.title}>
      <AdminCatalogue />
    </AreaPage>
  );
}

export { AdminCataloguePage as Component };
