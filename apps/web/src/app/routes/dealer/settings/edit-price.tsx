import { EditPrices } from '../../../../features/dealer-settings/prices/components/edit-prices.tsx';
import { priceTexts } from '../../../../features/dealer-settings/prices/texts.ts';
import { AreaPage } from '../../accounts/form-page.tsx';

/** /dealer/settings/setprice/editprice (spec 2.7). */
export function DealerEditPricePage() {
  return (
    <AreaPage title={priceTexts.pageTitles.editPrice}>
      <EditPrices />
    </AreaPage>
  );
}

export { DealerEditPricePage as Component };
