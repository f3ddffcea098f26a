import { useParams } from 'react-router';
import { DisputeView } from '../../features/disputes/components/dispute-view.tsx';
import { disputeTexts } from '../../features/disputes/texts.ts';
import { AreaPage } from './accounts/form-page.tsx';

/** /dispute/:orderNumber (issue 28): a Completed pickup's problem report, for its customer or its dealer's side. */
export function DisputePage() {
  const { orderNumber = '' } = useParams();
  return (
    <AreaPage title={disputeTexts.pageTitle}>
      <DisputeView orderNumber={orderNumber} />
    </AreaPage>
  );
}

export { DisputePage as Component };
