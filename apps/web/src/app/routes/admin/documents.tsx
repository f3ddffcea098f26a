import { DocumentReviews } from '../../../features/admin-dealers/components/document-reviews.tsx';
import { adminDealerTexts } from '../../../features/admin-dealers/texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /admin/documents: the dealers' documents to review (issue 15). */
export function AdminDocumentsPage() {
  return (
    <AreaPage title={adminDealerTexts.documents.title}>
      <DocumentReviews />
    </AreaPage>
  );
}

export { AdminDocumentsPage as Component };
