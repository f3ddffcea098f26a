import type { MarketplacePage } from '@kt/contract/marketplace/page';
import { displayDealerId } from '../../../lib/format.ts';
import { marketplaceTexts as t } from '../texts.ts';

type Props = { dealer: MarketplacePage['dealer'] };

/** Who the dealer is: the name, the dealer type with what it means, the KT id, and the main action. */
export function DealerHero({ dealer }: Props) {
  return (
    <header className="mp-hero">
      <h1 className="mp-hero__name">{dealer.username}</h1>
      <p className="mp-hero__id">{t.ktId(displayDealerId(dealer.KT_ID))}</p>
      <p className="mp-hero__type">
        <span className="visually-hidden">{t.dealerTypeLabel}: </span>
        <span className="pill mp-hero__pill">{dealer.account_type}</span>
        <span className="mp-hero__type-text">{t.dealerTypes[dealer.account_type]}</span>
      </p>
      <p className="mp-hero__lead">{t.heroLead}</p>
      <a className="btn btn--primary mp-hero__action" href="#schedule">
        {t.scheduleLink}
      </a>
    </header>
  );
}
