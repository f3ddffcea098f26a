import { AdminDisputes } from '../../../features/disputes/components/admin-disputes.tsx';
import { disputeTexts } from '../../../features/disputes/texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /admin/disputes (issue 28): the open problem reports, oldest first, each closed with an outcome. */
export function AdminDisputesPage() {
  return (
    <AreaPage title={disputeTexts.adminTitle}>
      <AdminDisputes />
    </AreaPage>
  );
}

export { AdminDisputesPage as Component };
