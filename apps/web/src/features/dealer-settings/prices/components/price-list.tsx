import { useId } from 'react';
import { Link } from 'react-router';
import type { DealerPrice } from '@kt/contract/dealer-settings/prices';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { formatRupees } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { useAuth } from '../../../../lib/use-auth.ts';
import { useDealerPrices } from '../api/get-dealer-prices.ts';
import { priceTexts } from '../texts.ts';
import '../prices.css';

type PincodeGroup = { pincode: string; prices: DealerPrice[] };

/** The prices by pincode, pincodes in order, and inside each by category then item. */
export function groupByPincode(prices: readonly DealerPrice[]): PincodeGroup[] {
  const groups = new Map<string, DealerPrice[]>();
  for (const entry of prices) groups.set(entry.pincode, [...(groups.get(entry.pincode) ?? []), entry]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pincode, list]) => ({
      pincode,
      prices: list.sort(
        (a, b) => a.category_name.localeCompare(b.category_name) || a.subcategory_name.localeCompare(b.subcategory_name),
      ),
    }));
}

/**
 * /dealer/settings/setprice/editprice/pricelist: the dealer's real prices (the spec's page shows
 * static sample data; ours reads the server), one table per pincode.
 */
export function PriceList() {
  const auth = useAuth();
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  return <DealerPriceList dealerId={auth.id} />;
}

function DealerPriceList({ dealerId }: { dealerId: number }) {
  const prices = useDealerPrices(dealerId);

  if (prices.isPending) {
    return (
      <div className="price-groups" aria-busy="true" aria-label={priceTexts.loadingPrices}>
        {Array.from({ length: 2 }, (_, i) => (
          <div key={`skeleton-${i}`} className="card price-group price-group--skeleton">
            <span className="skeleton price-item__skeleton-line" />
            <span className="skeleton price-item__skeleton-line" />
            <span className="skeleton price-item__skeleton-line" />
          </div>
        ))}
      </div>
    );
  }
  if (prices.isError) return <LoadError onRetry={() => void prices.refetch()} />;
  if (prices.data.length === 0) {
    return (
      <div className="empty-state">
        <p>{priceTexts.priceListEmpty}</p>
        <Link to={paths.dealerSetPrice} className="btn btn--primary">
          {priceTexts.setYourPrices}
        </Link>
      </div>
    );
  }
  return (
    <div className="price-groups">
      <p className="price-page__commission">{priceTexts.commissionNote}</p>
      {groupByPincode(prices.data).map((group) => (
        <PincodeTable key={group.pincode} group={group} />
      ))}
      <p className="actions">
        <Link to={paths.dealerSetPrice} className="btn btn--secondary">
          {priceTexts.setYourPrices}
        </Link>
      </p>
    </div>
  );
}

function PincodeTable({ group }: { group: PincodeGroup }) {
  const headingId = useId();
  return (
    <section className="card price-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="price-group__pincode">
        {priceTexts.pincodeHeading(group.pincode)}
      </h2>
      <table className="price-table" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{priceTexts.columnCategory}</th>
            <th scope="col">{priceTexts.columnItem}</th>
            <th scope="col" className="price-table__amount">
              {priceTexts.columnPrice}
            </th>
          </tr>
        </thead>
        <tbody>
          {group.prices.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.category_name}</td>
              <td>{entry.subcategory_name}</td>
              <td className="price-table__amount">
                {formatRupees(entry.price)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
