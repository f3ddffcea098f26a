import { Link } from 'react-router';
import type { DealerDashboard as Dashboard } from '@kt/contract/orders/orders';
import { paths } from '../../../lib/paths.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { useDealerDashboard } from '../api/get-dealer-dashboard.ts';
import '../orders.css';

/** The tiles of spec 2.7, in its order and words. */
const tiles: readonly { key: keyof Dashboard; label: string }[] = [
  { key: 'total_pickup', label: 'Total Pickup' },
  { key: 'total_category', label: 'Total Category' },
  { key: 'total_successful', label: 'Total Successful' },
  { key: 'total_cancel', label: 'Total Cancel' },
  { key: 'total_today_pickup', label: 'Total Today Pickup' },
];

const formatCount = new Intl.NumberFormat('en-IN');

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
      <ul className="tile-grid dashboard-tiles" aria-busy="true" aria-label="Loading your numbers">
        {tiles.map((tile) => (
          <li key={tile.key} className="card dashboard-tile">
            <span className="dashboard-tile__label">{tile.label}</span>
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
          <div key={tile.key} className="card dashboard-tile">
            <dt className="dashboard-tile__label">{tile.label}</dt>
            <dd className="dashboard-tile__value">{formatCount.format(numbers[tile.key])}</dd>
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
          See your pickups
        </Link>
      </p>
    </div>
  );
}
