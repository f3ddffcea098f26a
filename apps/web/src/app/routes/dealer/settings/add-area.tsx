import { DealerAreas } from '../../../../features/dealer-settings/areas/components/dealer-areas.tsx';
import { hubTexts } from '../../../../features/dealer-settings/hub/hub-texts.ts';
import { AreaPage } from '../../accounts/form-page.tsx';

/** /dealer/settings/addarea (spec 2.7) */
export function DealerAddAreaPage() {
  return (
    <AreaPage title={hubTexts.titles.areas}>
      <DealerAreas />
    </AreaPage>
  );
}

export { DealerAddAreaPage as Component };
