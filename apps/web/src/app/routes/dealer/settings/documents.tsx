import { DealerDocuments } from '../../../../features/dealer-settings/documents/components/dealer-documents.tsx';
import { AreaPage } from '../../accounts/form-page.tsx';

/** /dealer/settings/documentupload (spec 2.7) */
export function DealerDocumentsPage() {
  return (
    <AreaPage title="Documents Upload">
      <DealerDocuments />
    </AreaPage>
  );
}

export { DealerDocumentsPage as Component };
