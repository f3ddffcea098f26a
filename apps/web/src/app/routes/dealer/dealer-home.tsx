import { SetupChecklist } from '../../../features/dealer-settings/setup/components/setup-checklist.tsx';
import { DealerDashboard } from '../../../features/orders/components/dealer-dashboard.tsx';
import { SellOnEntry } from '../../../features/resale/components/sell-on-entry.tsx';
import { DealerImpact } from '../../../features/impact/components/account-impact.tsx';
import { dealerAreaTexts } from '../../layouts/dealer-area-texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /dealer/home: what is still missing before customers find the dealer, then the dashboard tiles and the impact (issue 16). */
export function DealerHomePage() {
  return (
    <AreaPage title={dealerAreaTexts.titles.dashboard}>
      <SetupChecklist />
      <DealerDashboard />
      <SellOnEntry />
      <DealerImpact />
    </AreaPage>
  );
}

export { DealerHomePage as Component };
