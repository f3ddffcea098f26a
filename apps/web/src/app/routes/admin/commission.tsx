import { CommissionPayments } from '../../../features/admin-commission/components/commission-payments.tsx';
import { adminCommissionTexts } from '../../../features/admin-commission/texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /admin/commission: the dealers' commission payments to check, and the overdue statements (issue 28). */
export function AdminCommissionPage() {
  return (
    <AreaPage title={adminCommissionTexts.title}>
      <CommissionPayments />
    </AreaPage>
  );
}

export { AdminCommissionPage as Component };
