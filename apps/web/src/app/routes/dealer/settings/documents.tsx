import { DealerDocuments } from '../../../../features/dealer-settings/documents/components/dealer-documents.tsx';
import { hubTexts } from '../../../../features/dealer-settings/hub/hub-texts.ts';
import { AreaPage } from '../../accounts/form-page.tsx';

/** /dealer/settings/documentupload (spec 2.7) */
export function DealerDocumentsPage() {
  return (
    <AreaPage title={hubTexts.titles.documents}>
      <DealerDocuments />
    </AreaPage>
  );
}

export { DealerDocumentsPage as Component };
