import { Link } from 'react-router';
import { CategoryGrid } from '../../../../features/catalog/components/category-grid.tsx';
import { priceTexts } from '../../../../features/dealer-settings/prices/texts.ts';
import { useChoosePriceCategory } from '../../../../features/dealer-settings/prices/use-choose-price-category.ts';
import { paths } from '../../../../lib/paths.ts';
import { hubTexts } from '../../../../features/dealer-settings/hub/hub-texts.ts';
import { AreaPage } from '../../accounts/form-page.tsx';

/** /dealer/settings/setprice (spec 2.7): the category grid; a chosen category is priced on the next page. */
export function DealerSetPricePage() {
  const choose = useChoosePriceCategory();
  return (
    <AreaPage title={hubTexts.titles.prices}>
      <p className="lead">{priceTexts.chooseCategoryLead}</p>
      <CategoryGrid onChoose={choose} />
      <p className="actions">
        <Link to={paths.dealerPriceList} className="btn btn--secondary">
          {priceTexts.priceListLink}
        </Link>
      </p>
    </AreaPage>
  );
}

export { DealerSetPricePage as Component };
