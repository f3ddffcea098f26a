import { SetupChecklist } from '../../../features/dealer-settings/setup/components/setup-checklist.tsx';
import { DealerDashboard } from '../../../features/orders/components/dealer-dashboard.tsx';
import { AreaPage } from '../accounts/form-page.tsx';

/** /dealer/home: what is still missing before customers find the dealer, then the dashboard tiles. */
export function DealerHomePage() {
  return (
    <AreaPage title="Dashboard">
      <SetupChecklist />
      <DealerDashboard />
    </AreaPage>
  );
}

export { DealerHomePage as Component };
