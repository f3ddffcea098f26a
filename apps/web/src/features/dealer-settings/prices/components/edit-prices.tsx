import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { Subcategory } from '@kt/contract/catalog/subcategory-list';
import type { DealerPrice } from '@kt/contract/dealer-settings/prices';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { browserStorage, subscribeToStorage } from '../../../../lib/browser-storage.ts';
import { withTwins } from '../../../../lib/languages/twins.ts';
import { paths } from '../../../../lib/paths.ts';
import { useAuth } from '../../../../lib/use-auth.ts';
import { useDealerPrices } from '../api/get-dealer-prices.ts';
import { useCategoryList, useSubcategoryList } from '../api/get-price-catalog.ts';
import { useServedAreas } from '../api/get-served-areas.ts';
import { priceTexts } from '../texts.ts';
import { SubcategoryPriceCard } from './subcategory-price-card.tsx';
import '../prices.css';

const aboveTheFold = 2;

// The form (and the schema library it validates with) is needed only once a price is being set.
const PriceFormModal = lazy(withTwins(() => import('./price-form-modal.tsx').then((module) => ({ default: module.PriceFormModal }))));

/** /dealer/settings/setprice/editprice (spec 2.7): the items of the category chosen before, each with the dealer's prices. */
export function EditPrices() {
  const auth = useAuth();
  const categoryName = useSyncExternalStore(subscribeToStorage, browserStorage.getPriceCategory);
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  if (!categoryName) {
    return (
      <div className="empty-state">
        <p>{priceTexts.noCategoryChosen}</p>
        <Link to={paths.dealerSetPrice} className="btn btn--primary">
          {priceTexts.chooseCategory}
        </Link>
      </div>
    );
  }
  return <CategoryPrices dealerId={auth.id} categoryName={categoryName} />;
}

function CategoryPrices({ dealerId, categoryName }: { dealerId: number; categoryName: string }) {
  const categories = useCategoryList();
  const subcategories = useSubcategoryList();
  const prices = useDealerPrices(dealerId);
  // Asked for with the page, so the price form opens with the dealer's pincodes ready.
  useServedAreas(dealerId);
  const [editing, setEditing] = useState<Subcategory | null>(null);

  const pricesBySubcategory = useMemo(() => {
    const grouped = new Map<number, DealerPrice[]>();
    for (const entry of prices.data ?? []) grouped.set(entry.subcategory, [...(grouped.get(entry.subcategory) ?? []), entry]);
    for (const list of grouped.values()) list.sort((a, b) => a.pincode.localeCompare(b.pincode));
    return grouped;
  }, [prices.data]);

  const header = (
    <div className="price-page__bar">
      <h2 className="price-page__category">{priceTexts.categoryHeading(categoryName)}</h2>
      <div className="price-page__links">
        <Link to={paths.dealerSetPrice} className="text-link">
          {priceTexts.changeCategory}
        </Link>
        <Link to={paths.dealerPriceList} className="btn btn--secondary">
          {priceTexts.priceListLink}
        </Link>
      </div>
      {/* Issue 28: the commission is the dealer's to see; sellers see only the rate. */}
      <p className="price-page__commission">{priceTexts.commissionNote}</p>
    </div>
  );

  if (categories.isError || subcategories.isError || prices.isError) {
    const retry = () => {
      for (const query of [categories, subcategories, prices]) if (query.isError) void query.refetch();
    };
    return (
      <>
        {header}
        <LoadError onRetry={retry} />
      </>
    );
  }
  if (categories.isPending || subcategories.isPending || prices.isPending) {
    return (
      <>
        {header}
        <ul className="price-items" aria-busy="true" aria-label={priceTexts.loadingItems}>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={`skeleton-${i}`} className="card price-item price-item--skeleton">
              <span className="card__picture skeleton" />
              <span className="skeleton price-item__skeleton-line" />
            </li>
          ))}
        </ul>
      </>
    );
  }

  const wanted = categoryName.trim().toLowerCase();
  const category = categories.data.find((entry) => entry.name.trim().toLowerCase() === wanted);
  const items = category ? subcategories.data.filter((entry) => entry.category === category.id) : [];

  return (
    <>
      {header}
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{category ? priceTexts.noSubcategories : priceTexts.noCategoryChosen}</p>
          <Link to={paths.dealerSetPrice} className="btn btn--primary">
            {priceTexts.chooseCategory}
          </Link>
        </div>
      ) : (
        <ul className="price-items">
          {items.map((subcategory, index) => (
            <li key={subcategory.id}>
              <SubcategoryPriceCard
                dealerId={dealerId}
                subcategory={subcategory}
                prices={pricesBySubcategory.get(subcategory.id) ?? []}
                onSetPrice={setEditing}
                isAboveTheFold={index < aboveTheFold}
              />
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <Suspense fallback={null}>
          <PriceFormModal
            dealerId={dealerId}
            subcategory={editing}
            prices={pricesBySubcategory.get(editing.id) ?? []}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
