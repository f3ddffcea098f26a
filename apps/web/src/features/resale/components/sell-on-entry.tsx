import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { sellsOn } from '../sells-on.ts';
import { resaleTexts as t } from '../texts.ts';
import '../resale.css';

/** Issue 28: on a Kabadi's or Collector's dashboard, the way to sell what they collected on to Recyclers. */
export function SellOnEntry() {
  const auth = useAuth();
  if (!sellsOn(auth?.account_type)) return null;
  return (
    <section className="resale-entry" aria-label={t.dashboardLink}>
      <p>{t.dashboardLead}</p>
      <Link to={paths.dealerSell} className="btn btn--primary">
        {t.dashboardLink}
      </Link>
    </section>
  );
}
