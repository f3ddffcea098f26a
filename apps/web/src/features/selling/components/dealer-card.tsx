import { useId } from 'react';
import { dealerInquiryTiming } from '@kt/contract/limits';
import type { DealerCard } from '@kt/contract/selling/dealers';
import { whoBuysLabel } from '@kt/contract/selling/who-buys';
import { VerifiedBadge } from '../../../components/ui/verified-badge.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { displayDealerId } from '../../../lib/format.ts';
import { verifiedText } from '../verified-text.ts';
import '../styles/selling.css';

type Props = {
  dealer: DealerCard;
  /** Opens the inquiry modal for this dealer. */
  onSell: (dealer: DealerCard) => void;
};

/** A dealer who serves the area (spec 2.3): who, what they buy, when, how much, and 'Sell'. */
export function DealerCardView({ dealer, onSell }: Props) {
  const nameId = useId();
  const whoBuys = whoBuysLabel(dealer.account_type);
  return (
    <article className="card dealer-card" aria-labelledby={nameId}>
      <h3 id={nameId} className="dealer-card__name">
        {dealer.name}
      </h3>
      <p className="dealer-card__id">
        {displayDealerId(dealer.KT_ID)} · {dealer.account_type}
      </p>
      {/* Issue 28: whom this dealer buys from (spec 1), and the date an admin verified them. */}
      {whoBuys && <p className="dealer-card__who-buys">{whoBuys}</p>}
      <p className="dealer-card__verified">
        <VerifiedBadge text={verifiedText(dealer.verified_on)} />
      </p>
      <dl className="dealer-card__facts">
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${dealer.mobile}`}>{dealer.mobile}</a>
          </dd>
        </div>
        <div>
          <dt>Buys</dt>
          <dd>{dealer.dealing_in.length > 0 ? dealer.dealing_in.join(', ') : '-'}</dd>
        </div>
        <div>
          <dt>Timing</dt>
          <dd>{dealerInquiryTiming}</dd>
        </div>
        <div>
          <dt>Quantity</dt>
          <dd>
            Minimum: {formatNumber(dealer.min_qty)} kg
            <br />
            Maximum: {formatNumber(dealer.qty)} kg
          </dd>
        </div>
      </dl>
      <button type="button" className="btn btn--primary" aria-describedby={nameId} onClick={() => onSell(dealer)}>
        Sell
      </button>
    </article>
  );
}
