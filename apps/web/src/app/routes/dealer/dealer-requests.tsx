import { DealerRequests } from '../../../features/dealer-requests/components/dealer-requests.tsx';
import { dealerRequestTexts } from '../../../features/dealer-requests/texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /dealer/requests (ours): pickup requests, messages, ratings and inquiries sent to the dealer. */
export function DealerRequestsPage() {
  return (
    <AreaPage title={dealerRequestTexts.title}>
      <DealerRequests />
    </AreaPage>
  );
}

export { DealerRequestsPage as Component };
