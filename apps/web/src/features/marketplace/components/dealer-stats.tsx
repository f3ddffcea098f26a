import type { MarketplaceStats } from '@kt/contract/marketplace/page';
import { formatCount, formatKg, formatRating } from '../format.ts';
import { marketplaceTexts as t } from '../texts.ts';
import { StarsShown } from './stars-shown.tsx';

/** The dealer's own figures (spec 2.8's fixed ones replaced): customers, rating, kg, years. */
export function DealerStats({ stats }: { stats: MarketplaceStats }) {
  const hasRatings = stats.rating_count > 0 && stats.rating_average !== null;
  return (
    <section className="mp-section mp-stats" aria-labelledby="mp-stats-title">
      <h2 id="mp-stats-title" className="visually-hidden">
        {t.statsHeading}
      </h2>
      <dl className="mp-stats__list">
        <div className="mp-stat">
          <dt className="mp-stat__label">{t.customersServed}</dt>
          <dd className="mp-stat__value">{formatCount(stats.customers_served)}</dd>
        </div>
        <div className="mp-stat">
          <dt className="mp-stat__label">{t.averageRating}</dt>
          {hasRatings ? (
            <dd className="mp-stat__value mp-stat__value--rating">
              <StarsShown value={stats.rating_average ?? 0} />
              <span>{t.ratingOutOf(formatRating(stats.rating_average ?? 0))}</span>
              <span className="mp-stat__note">{t.ratingCount(formatCount(stats.rating_count), stats.rating_count === 1)}</span>
            </dd>
          ) : (
            <dd className="mp-stat__value mp-stat__value--small">{t.noRatings}</dd>
          )}
        </div>
        <div className="mp-stat">
          <dt className="mp-stat__label">{t.kgCollected}</dt>
          <dd className="mp-stat__value">{t.kg(formatKg(stats.kg_collected))}</dd>
        </div>
        <div className="mp-stat">
          <dt className="mp-stat__label">{t.yearsLabel}</dt>
          <dd className={stats.years > 0 ? 'mp-stat__value' : 'mp-stat__value mp-stat__value--small'}>{t.years(stats.years)}</dd>
        </div>
      </dl>
    </section>
  );
}
