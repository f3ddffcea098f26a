import { Link } from 'react-router';
import type { DealerDashboard as Dashboard } from '@kt/contract/orders/orders';
import { paths } from '../../../lib/paths.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { useDealerDashboard } from '../api/get-dealer-dashboard.ts';
import { formatCount } from '@kt/contract/i18n/formats';
import { orderTexts } from '../order-texts.ts';
import '../orders.css';

/** The tiles of spec 2.7, in its order; their words are orderTexts.dashboard.tiles, read when drawn. */
const tiles: readonly (keyof Dashboard)[] = ['total_pickup', 'total_category', 'total_successful', 'total_cancel', 'total_today_pickup'];

/** /dealer/home (spec 2.7): the dashboard tiles, counted on the server from the dealer's own data. */
export function DealerDashboard() {
  const auth = useAuth();
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  return <DashboardTiles dealerId={auth.id} />;
}

function DashboardTiles({ dealerId }: { dealerId: number }) {
  const dashboard = useDealerDashboard(dealerId);

  let content;
  if (dashboard.isPending) {
    content = (
      <ul className="tile-grid dashboard-tiles" aria-busy="true" aria-label={orderTexts.dashboard.loading}>
        {tiles.map((tile) => (
          <li key={tile} className="card dashboard-tile">
            <span className="dashboard-tile__label">{orderTexts.dashboard.tiles[tile]}</span>
            <span className="skeleton dashboard-tile__skeleton" />
          </li>
        ))}
      </ul>
    );
  } else if (dashboard.isError) {
    content = <LoadError onRetry={() => void dashboard.refetch()} />;
  } else {
    const numbers = dashboard.data;
    content = (
      <dl className="tile-grid dashboard-tiles">
        {tiles.map((tile) => (
          <div key={tile} className="card dashboard-tile">
            <dt className="dashboard-tile__label">{orderTexts.dashboard.tiles[tile]}</dt>
            <dd className="dashboard-tile__value">{formatCount(numbers[tile])}</dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <div className="dashboard">
      {content}
      <p className="actions">
        <Link to={paths.dealerPickup} className="btn btn--primary">
          {orderTexts.dashboard.seePickups}
        </Link>
      </p>
    </div>
  );
}
