import { useId } from 'react';
import type { DealerCard } from '@kt/contract/selling/dealers';
import { whoBuysLabel } from '@kt/contract/selling/who-buys';
import { VerifiedBadge } from '../../../components/ui/verified-badge.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { displayDealerId } from '../../../lib/format.ts';
import { verifiedText } from '../verified-text.ts';
import '../styles/selling.css';
import { sellPageTexts as pageTexts } from '../texts.ts';

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
          <dt>{pageTexts.phone}</dt>
          <dd>
            <a href={`tel:${dealer.mobile}`}>{dealer.mobile}</a>
          </dd>
        </div>
        <div>
          <dt>{pageTexts.buys}</dt>
          <dd>{dealer.dealing_in.length > 0 ? dealer.dealing_in.join(', ') : '-'}</dd>
        </div>
        <div>
          <dt>{pageTexts.timing}</dt>
          <dd>{pageTexts.timingValue}</dd>
        </div>
        <div>
          <dt>{pageTexts.quantity}</dt>
          <dd>
            {pageTexts.minimum(formatNumber(dealer.min_qty))}
            <br />
            {pageTexts.maximum(formatNumber(dealer.qty))}
          </dd>
        </div>
      </dl>
      <button type="button" className="btn btn--primary" aria-describedby={nameId} onClick={() => onSell(dealer)}>
        {pageTexts.sell}
      </button>
    </article>
  );
}
