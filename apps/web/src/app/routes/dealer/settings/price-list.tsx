import { PriceList } from '../../../../features/dealer-settings/prices/components/price-list.tsx';
import { priceTexts } from '../../../../features/dealer-settings/prices/texts.ts';
import { AreaPage } from '../../accounts/form-page.tsx';

/** /dealer/settings/setprice/editprice/pricelist (spec 2.7). */
export function DealerPriceListPage() {
  return (
    <AreaPage title={priceTexts.pageTitles.priceList}>
      <PriceList />
    </AreaPage>
  );
}

export { DealerPriceListPage as Component };
