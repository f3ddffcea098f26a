import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { isCustomerAccountType } from '@kt/contract/accounts/account-types';
import { messages } from '@kt/contract/messages';
import type { DealerCard } from '@kt/contract/selling/dealers';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { allScrapKey, categoryForSellItem, sellItemKey } from '@kt/contract/selling/scrap-filters';
import { orderByWhoBuys } from '@kt/contract/selling/who-buys';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { tabPanelProps, Tabs } from '../../../components/ui/tabs.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { usePincode, useStoredSellItem } from '../../../lib/cart-store.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useArea } from '../api/get-area.ts';
import { useDealers } from '../api/get-dealers.ts';
import { usePriceList } from '../api/get-price-list.ts';
import { normalizeSearch } from '../format.ts';
import { ChooseAreaPrompt } from './choose-area-prompt.tsx';
import { DealerCardView } from './dealer-card.tsx';
import { PriceCard } from './price-card.tsx';
import { SellTopBar } from './sell-top-bar.tsx';
import { useAddToCart } from './use-add-to-cart.ts';
import { usePincodeModal } from './use-pincode-modal.tsx';
import { sellingFormTexts } from '../texts.ts';
import '../styles/selling.css';
import { sellPageTexts as pageTexts } from '../texts.ts';
import { withTwins } from '../../../lib/languages/twins.ts';

const InquiryModal = lazy(withTwins(() => import('./inquiry-modal.tsx').then((module) => ({ default: module.InquiryModal }))));

/** A category of the server's list (issue 28: the filter is not a fixed list). */
export type FilterCategory = { id: number; name: string };

/** The tabs: 'All', then the server's categories (their ids as values: a name may hold spaces, an id may not). */
function filterOptionsOf(categories: readonly FilterCategory[]) {
  return [{ value: allScrapKey, label: sellingFormTexts.allCategories }, ...categories.map((category) => ({ value: String(category.id), label: category.name }))];
}
const aboveTheFold = 2;

/**
 * The selling page (/sell/sellitem, spec 2.3): the area of the saved pincode, the category
 * filter, the dealers' prices with 'Add to cart', and the dealers with 'Sell' (an inquiry).
 */
export function SellItemPage({ categories = [] }: { categories?: readonly FilterCategory[] | undefined }) {
  const pincode = usePincode();
  const [search, setSearch] = useState('');
  const { openPincodeModal, pincodeModal } = usePincodeModal();
  return (
    <section className="page container sell-item">
      <SellTopBar search={search} onSearchChange={setSearch} searchLabel={pageTexts.searchLabel} onChangePincode={openPincodeModal} />
      <h1>{pageTexts.heading}</h1>
      {pincode ? (
        <SellingArea key={pincode} pincode={pincode} search={search} onChangePincode={openPincodeModal} categories={categories} />
      ) : (
        <ChooseAreaPrompt onChoose={openPincodeModal} />
      )}
      {pincodeModal}
    </section>
  );
}

type AreaProps = { pincode: string; search: string; onChangePincode: () => void; categories: readonly FilterCategory[] };

function SellingArea({ pincode, search, onChangePincode, categories }: AreaProps) {
  const panelId = useId();
  const storedSellItem = useStoredSellItem();
  // The saved name, not the tab: the server's categories may load after the page.
  const [sellItem, setSellItem] = useState<string | null>(() => sellItemKey(storedSellItem));
  const category = categoryForSellItem(sellItem, categories);
  const filter = category ? String(category.id) : allScrapKey;
  const [inquiryDealer, setInquiryDealer] = useState<DealerCard | null>(null);
  const prices = usePriceList(pincode);
  const dealers = useDealers(pincode);
  // Issue 28, who buys from whom (spec 1): the signed-in customer's dealer types first (a guest as a house).
  const auth = useAuth();
  const sellerType = auth && isCustomerAccountType(auth.account_type) ? auth.account_type : undefined;
  const orderedPrices = useMemo(() => prices.data && orderByWhoBuys(sellerType, prices.data, (entry) => entry.dealer_account_type), [prices.data, sellerType]);
  const orderedDealers = useMemo(() => dealers.data && orderByWhoBuys(sellerType, dealers.data, (dealer) => dealer.account_type), [dealers.data, sellerType]);
  const add = useAddToCart();
  const filterRef = useRef<HTMLDivElement>(null);

  // On a phone the tabs scroll sideways: bring the chosen one into view (the server's categories may come after the page).
  useEffect(() => {
    const list = filterRef.current?.querySelector<HTMLElement>('[role="tablist"]');
    const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !selected || list.scrollWidth <= list.clientWidth) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = selected.getBoundingClientRect();
    list.scrollLeft += tabBox.left - listBox.left - (listBox.width - tabBox.width) / 2;
  }, [filter]);

  function chooseFilter(next: string) {
    const chosen = categories.find((entry) => String(entry.id) === next);
    const key = chosen ? chosen.name.trim().toLowerCase() : allScrapKey;
    setSellItem(key);
    browserStorage.setSellItem(key);
  }

  const isNobodyHere = prices.data?.length === 0 && dealers.data?.length === 0;
  return (
    <>
      <AreaLine pincode={pincode} onChange={onChangePincode} />
      {isNobodyHere ? (
        <div className="empty-state">
          <p>{messages.selling.notAvailable}</p>
          <button type="button" className="btn btn--primary" onClick={onChangePincode}>
            {pageTexts.changePincode}
          </button>
        </div>
      ) : (
        <>
          <div className="scrap-filter" ref={filterRef}>
            <Tabs label={pageTexts.category} options={filterOptionsOf(categories)} value={filter} onChange={chooseFilter} idPrefix={panelId} />
          </div>
          <div {...tabPanelProps(panelId, filter)} className="sell-item__panel">
            <section className="sell-item__section" aria-labelledby={`${panelId}-prices`}>
              <h2 id={`${panelId}-prices`}>{pageTexts.pricesNearYou}</h2>
              {/* Loaded prices stay on screen if a later refresh fails; a retry shows the skeletons again. */}
              {orderedPrices ? (
                <PriceList entries={orderedPrices} categoryName={category?.name ?? null} search={search} onAdd={add} />
              ) : prices.isError && !prices.isFetching ? (
                <LoadError onRetry={() => void prices.refetch()} />
              ) : (
                <CardSkeletons label={pageTexts.loadingPrices} className="price-list" />
              )}
            </section>
            <section className="sell-item__section" aria-labelledby={`${panelId}-dealers`}>
              <h2 id={`${panelId}-dealers`}>{pageTexts.dealersNearYou}</h2>
              {!orderedDealers ? (
                dealers.isError && !dealers.isFetching ? (
                  <LoadError onRetry={() => void dealers.refetch()} />
                ) : (
                  <CardSkeletons label={pageTexts.loadingDealers} className="dealer-list" />
                )
              ) : orderedDealers.length === 0 ? (
                <p className="muted">{pageTexts.noDealers}</p>
              ) : (
                <ul className="dealer-list">
                  {orderedDealers.map((dealer) => (
                    <li key={dealer.id}>
                      <DealerCardView dealer={dealer} onSell={setInquiryDealer} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </>
      )}
      {inquiryDealer && (
        <Suspense fallback={null}>
          <InquiryModal dealer={inquiryDealer} onClose={() => setInquiryDealer(null)} />
        </Suspense>
      )}
    </>
  );
}

/** 'Agra, Uttar Pradesh – 282001' from the pincode directory, and the 'change area pincode' button. */
function AreaLine({ pincode, onChange }: { pincode: string; onChange: () => void }) {
  const { data: area } = useArea(pincode);
  return (
    <div className="area-pincode area-pincode--page">
      <p>
        {pageTexts.yourArea} <strong>{area ? `${area.city}, ${area.state} – ${pincode}` : pincode}</strong>
      </p>
      <button type="button" className="btn btn--secondary btn--small" onClick={onChange}>
        {pageTexts.changeAreaPincode}
      </button>
    </div>
  );
}

type PriceListProps = {
  entries: readonly PriceListEntry[];
  /** The chosen category's name; null for 'All'. */
  categoryName: string | null;
  search: string;
  onAdd: (entry: PriceListEntry, quantityText: string) => boolean;
};

function PriceList({ entries, categoryName, search, onAdd }: PriceListProps) {
  const wanted = normalizeSearch(search);
  const category = categoryName?.trim().toLowerCase() ?? null;
  const shown = entries.filter(
    (entry) =>
      (category === null || entry.category_name.trim().toLowerCase() === category) &&
      (wanted === '' || normalizeSearch(entry.subcategory_name).includes(wanted)),
  );
  if (shown.length === 0) {
    const text =
      entries.length === 0
        ? pageTexts.noPricesYet
        : wanted !== ''
          ? pageTexts.noSearchMatch
          : pageTexts.noCategoryPrices(categoryName ?? '');
    return (
      <p className="muted" role="status">
        {text}
      </p>
    );
  }
  return (
    <ul className="price-list">
      {shown.map((entry, index) => (
        <li key={entry.id}>
          <PriceCard entry={entry} onAdd={onAdd} isAboveTheFold={index < aboveTheFold} />
        </li>
      ))}
    </ul>
  );
}

function CardSkeletons({ label, className }: { label: string; className: string }) {
  return (
    <ul className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: 3 }, (_, i) => (
        <li key={`skeleton-${i}`}>
          <div className="card-skeleton skeleton" />
        </li>
      ))}
    </ul>
  );
}
