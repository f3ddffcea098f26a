import type { MarketplacePage } from '@kt/contract/marketplace/page';
import { VerifiedBadge } from '../../../components/ui/verified-badge.tsx';
import { displayDealerId, formatDate } from '../../../lib/format.ts';
import { marketplaceTexts as t } from '../texts.ts';

type Props = { dealer: MarketplacePage['dealer'] };

/** Who the dealer is: the name, the dealer type with what it means, the KT id, and the main action. */
export function DealerHero({ dealer }: Props) {
  return (
    <header className="mp-hero">
      <DealerPicture dealer={dealer} />
      <h1 className="mp-hero__name">{dealer.username}</h1>
      <p className="mp-hero__id">{t.ktId(displayDealerId(dealer.KT_ID))}</p>
      {/* Issue 28: the date an admin verified the dealer's documents. */}
      {dealer.verified_on && (
        <p className="mp-hero__verified">
          <VerifiedBadge text={t.verifiedOn(formatDate(dealer.verified_on))} />
        </p>
      )}
      <p className="mp-hero__type">
        <span className="visually-hidden">{t.dealerTypeLabel}: </span>
        <span className="pill mp-hero__pill">{dealer.account_type}</span>
        <span className="mp-hero__type-text">{t.dealerTypes[dealer.account_type]}</span>
      </p>
      <p className="mp-hero__lead">{t.heroLead}</p>
      {/* Issue 28: no booking while the dealer has no area or price. */}
      {dealer.bookable ? (
        <a className="btn btn--primary mp-hero__action" href="#schedule">
          {t.scheduleLink}
        </a>
      ) : (
        <p className="mp-hero__lead">{t.notBookableText}</p>
      )}
    </header>
  );
}

/**
 * The dealer's own picture (issue 28), sized so the page does not move while it loads; at the top
 * of the page, so not lazy. Without one, their initial in its place.
 */
function DealerPicture({ dealer }: Props) {
  if (!dealer.ProfilePic) {
    return (
      <span className="mp-hero__picture mp-hero__picture--none" aria-hidden="true">
        {dealer.username.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return <img className="mp-hero__picture" src={dealer.ProfilePic} alt={t.pictureAlt(dealer.username)} width="96" height="96" decoding="async" />;
}
