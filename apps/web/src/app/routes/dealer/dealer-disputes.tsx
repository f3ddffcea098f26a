import { DealerDisputes } from '../../../features/disputes/components/dealer-disputes.tsx';
import { disputeTexts } from '../../../features/disputes/texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /dealer/disputes (issue 28): the reports on the dealer's pickups. */
export function DealerDisputesPage() {
  return (
    <AreaPage title={disputeTexts.dealerTitle}>
      <DealerDisputes />
    </AreaPage>
  );
}

export { DealerDisputesPage as Component };
