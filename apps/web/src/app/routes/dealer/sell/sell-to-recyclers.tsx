import { useState } from 'react';
import { Link } from 'react-router';
import { isDealerAccountType } from '@kt/contract/accounts/account-types';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { dealerTypeBuysFrom, sellerAccountTypeOf } from '@kt/contract/selling/who-buys';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { useServedAreas } from '../../../../features/dealer-settings/prices/api/get-served-areas.ts';
import { sellsOn } from '../../../../features/resale/sells-on.ts';
import { resaleTexts as t } from '../../../../features/resale/texts.ts';
import { usePriceList } from '../../../../features/selling/api/get-price-list.ts';
import { PriceCard } from '../../../../features/selling/components/price-card.tsx';
import { badgeText } from '../../../../features/selling/components/sell-top-bar.tsx';
import { useAddToCart } from '../../../../features/selling/components/use-add-to-cart.ts';
import { useCart } from '../../../../lib/cart-store.ts';
import { paths } from '../../../../lib/paths.ts';
import { useAuth } from '../../../../lib/use-auth.ts';
import { AreaPage } from '../../accounts/form-page.tsx';
import '../../../../features/selling/styles/selling.css';
import '../../../../features/resale/resale.css';

/**
 * /dealer/sell (issue 28, spec 1): a Kabadi or Collector sells what they collected on to the
 * Recyclers of one of their own area pincodes, with the customer's price cards and cart (the
 * server refuses any other buyer, and any other pincode).
 */
export function SellToRecyclersPage() {
  const auth = useAuth();
  return (
    <AreaPage title={t.title}>
      <p className="lead">{t.lead}</p>
      {auth && sellsOn(auth.account_type) && <SellFromAreas dealerId={auth.id} accountType={auth.account_type} />}
    </AreaPage>
  );
}

function SellFromAreas({ dealerId, accountType }: { dealerId: number; accountType: string }) {
  const areas = useServedAreas(dealerId);
  const [chosen, setChosen] = useState<string | null>(null);
  if (areas.isPending) return <div className="card-skeleton skeleton" aria-busy="true" aria-label={t.loadingPrices} />;
  if (areas.isError) return <LoadError onRetry={() => void areas.refetch()} />;
  if (areas.data.length === 0) {
    return (
      <div className="empty-state">
        <p>{t.noAreas}</p>
        <Link to={paths.dealerAddArea} className="btn btn--primary">
          {t.addArea}
        </Link>
      </div>
    );
  }
  const pincode = chosen ?? areas.data[0]?.pincode ?? '';
  const options = areas.data.map((area) => ({ value: area.pincode, label: `${area.pincode} – ${area.area}, ${area.city}` }));
  return (
    <>
      <div className="resale-bar">
        <SelectField
          label={t.sellFrom}
          placeholder={t.sellFrom}
          options={options}
          value={pincode}
          onChange={(event) => setChosen(event.target.value || null)}
        />
        <CartLink />
      </div>
      <p className="muted">{t.sellFromHint}</p>
      {pincode && <RecyclerPrices key={pincode} pincode={pincode} dealerId={dealerId} accountType={accountType} />}
    </>
  );
}

function CartLink() {
  const cart = useCart();
  return (
    <p className="resale-bar__links">
      <Link to={paths.dealerSellCart} className="btn btn--secondary" aria-label={t.cartLabel(cart.length)}>
        {t.cart(badgeText(cart.length))}
      </Link>
      <Link to={paths.dealerSales} className="btn btn--secondary">
        {t.mySales}
      </Link>
    </p>
  );
}

type PricesProps = { pincode: string; dealerId: number; accountType: string };

/** The prices of the dealers who buy from this seller (spec 1: Recyclers), never the seller's own. */
function RecyclerPrices({ pincode, dealerId, accountType }: PricesProps) {
  const prices = usePriceList(pincode);
  const add = useAddToCart(sellsOn);
  if (prices.isError) return <LoadError onRetry={() => void prices.refetch()} />;
  if (!prices.data) return <div className="card-skeleton skeleton" aria-busy="true" aria-label={t.loadingPrices} />;
  const shown = buyersPrices(prices.data, dealerId, accountType);
  return (
    <section className="sell-item__section" aria-label={t.recyclerPrices}>
      <h2>{t.recyclerPrices}</h2>
      {shown.length === 0 ? (
        <p className="muted" role="status">
          {t.noRecyclers}
        </p>
      ) : (
        <ul className="price-list">
          {shown.map((entry, index) => (
            <li key={entry.id}>
              <PriceCard entry={entry} onAdd={add} isAboveTheFold={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The entries of the dealers whose type buys from the seller's (the contract's rule), the seller's own left out. */
function buyersPrices(entries: readonly PriceListEntry[], sellerId: number, sellerType: string): PriceListEntry[] {
  const seller = sellerAccountTypeOf(sellerType);
  return entries.filter(
    (entry) => entry.dealer !== sellerId && isDealerAccountType(entry.dealer_account_type) && dealerTypeBuysFrom(entry.dealer_account_type, seller),
  );
}

export { SellToRecyclersPage as Component };
