import type { MarketplacePage, MarketplaceReview } from '@kt/contract/marketplace/page';
import { formatDayInIndia } from '../../../lib/format.ts';
import { formatCount, formatRating } from '../format.ts';
import { marketplaceTexts as t } from '../texts.ts';
import { StarsShown } from './stars-shown.tsx';

/**
 * Issue 28: what customers said. The averages of verified pickups (a signed-in customer with a
 * Completed pickup of this dealer) and of open ratings, each on its own; then the latest
 * ratings, verified pickups first, each with the dealer's reply under it.
 */
export function Reviews({ page }: { page: MarketplacePage }) {
  const stats = page.stats;
  if (!stats || page.reviews.length === 0) return null;
  return (
    <section className="mp-section mp-reviews" aria-labelledby="mp-reviews-title">
      <h2 id="mp-reviews-title">{t.reviewsHeading}</h2>
      <dl className="mp-reviews__averages">
        <Average label={t.verifiedAverage} average={stats.verified_rating_average} count={stats.verified_rating_count} />
        <Average label={t.openAverage} average={stats.open_rating_average} count={stats.open_rating_count} />
      </dl>
      <ul className="mp-reviews__list">
        {page.reviews.map((review) => (
          <Review key={review.id} review={review} />
        ))}
      </ul>
    </section>
  );
}

function Average({ label, average, count }: { label: string; average: number | null; count: number }) {
  return (
    <div className="mp-reviews__average">
      <dt>{label}</dt>
      <dd>{average === null || count === 0 ? t.noRatings : `${t.ratingOutOf(formatRating(average))} · ${t.ratingCount(formatCount(count), count === 1)}`}</dd>
    </div>
  );
}

function Review({ review }: { review: MarketplaceReview }) {
  return (
    <li className="mp-review">
      <div className="mp-review__head">
        <StarsShown value={review.rating} />
        <span>{t.ratingOutOf(formatRating(review.rating))}</span>
        {review.verified_pickup && <span className="mp-review__verified">{t.verifiedPickup}</span>}
        <span className="mp-review__date">{formatDayInIndia(review.created_at)}</span>
      </div>
      {review.review && <p className="mp-review__text">{review.review}</p>}
      {review.reply && (
        <div className="mp-review__reply">
          <p className="mp-review__reply-label">{t.dealerReply}</p>
          <p className="mp-review__text">{review.reply}</p>
        </div>
      )}
    </li>
  );
}
