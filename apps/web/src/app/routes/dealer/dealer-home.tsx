import { DealerDashboard } from '../../../features/orders/components/dealer-dashboard.tsx';
import { AreaPage } from '../accounts/form-page.tsx';

/** /dealer/home */
export function DealerHomePage() {
  return (
    <AreaPage title="Dashboard">
      <DealerDashboard />
    </AreaPage>
  );
}

export { DealerHomePage as Component };
