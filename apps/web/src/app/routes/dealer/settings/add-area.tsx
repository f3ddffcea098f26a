import { DealerAreas } from '../../../../features/dealer-settings/areas/components/dealer-areas.tsx';
import { AreaPage } from '../../accounts/form-page.tsx';

/** /dealer/settings/addarea (spec 2.7) */
export function DealerAddAreaPage() {
  return (
    <AreaPage title="Add Area Pincode">
      <DealerAreas />
    </AreaPage>
  );
}

export { DealerAddAreaPage as Component };
