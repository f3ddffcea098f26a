import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { MarketplaceArea, MarketplacePage } from '@kt/contract/marketplace/page';
import { messages } from '@kt/contract/messages';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { usePincode } from '../../../lib/cart-store.ts';
import { displayDealerId } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isNotFound, useMarketplacePage } from '../api/get-marketplace-page.ts';
import { dealerIdFromPath } from '../api/marketplace-request.ts';
import { marketplaceTexts as t } from '../texts.ts';
import { AreaPrices } from './area-prices.tsx';
import { DealerHero } from './dealer-hero.tsx';
import { DealerStats } from './dealer-stats.tsx';
import '../../../styles/forms.css';
import '../marketplace.css';
import { withTwins } from '../../../lib/languages/twins.ts';

/*
 * The forms and the initiatives are below the fold: their own chunk, asked for as the page opens
 * (in parallel with the dealer's data), so the first load stays small on a cheap phone.
 */
const loadSections = () => import('./marketplace-sections.tsx');
const MarketplaceSections = lazy(withTwins(loadSections));

type Props = {
  /** The route's {num}: the dealer's id (anything else names no dealer). */
  num: string | undefined;
};

/**
 * The public marketplace of one dealer (/marketplace/{num}/, spec 2.8): a loading state, 'not
 * found' with a link to /sell, 'Dealer is not active', or the dealer's page.
 */
export function MarketplacePageView({ num }: Props) {
  const dealerId = dealerIdFromPath(num);
  const page = useMarketplacePage(dealerId);
  const isMissing = dealerId === null || (page.isError && isNotFound(page.error));
  useDocumentTitle(pageTitle(page.data, isMissing));
  useEffect(() => {
    void loadSections();
  }, []);

  if (isMissing) {
    return (
      <section className="page container mp-state">
        <h1>{messages.marketplace.notFound}</h1>
        <p>
          <Link className="btn btn--primary" to={paths.sell}>
            {t.findOtherDealers}
          </Link>
        </p>
      </section>
    );
  }
  if (page.data) {
    if (!page.data.dealer.is_active) {
      return (
        <section className="page container mp-state">
          <h1>{messages.marketplace.inactive}</h1>
          <p>
            <Link className="btn btn--secondary" to={paths.sell}>
              {t.findOtherDealers}
            </Link>
          </p>
        </section>
      );
    }
    // Issue 28: a dealer whose documents an admin has not verified: who they are, that they are not yet verified, and no booking.
    if (page.data.dealer.verified_on === null) {
      return (
        <section className="page container mp-state">
          <h1>{t.notVerifiedTitle}</h1>
          <p>
            {page.data.dealer.username} · {displayDealerId(page.data.dealer.KT_ID)}
          </p>
          <p>{t.notVerifiedText}</p>
          <p>
            <Link className="btn btn--primary" to={paths.sell}>
              {t.findOtherDealers}
            </Link>
          </p>
        </section>
      );
    }
    return <DealerMarketplace key={page.data.dealer.id} page={page.data} />;
  }
  if (page.isError && !page.isFetching) {
    return (
      <section className="page container mp-state">
        <h1>{t.pageTitleLoading}</h1>
        <LoadError onRetry={() => void page.refetch()} />
      </section>
    );
  }
  return <MarketplaceSkeleton />;
}

function pageTitle(page: MarketplacePage | undefined, isMissing: boolean): string {
  if (isMissing) return t.pageTitleNotFound;
  if (!page) return t.pageTitleLoading;
  if (!page.dealer.is_active) return t.pageTitleInactive;
  if (page.dealer.verified_on === null) return t.pageTitleNotVerified(page.dealer.username);
  return t.pageTitle(page.dealer.username, page.areas[0]?.city);
}

/** The area chosen first: the visitor's stored pincode when the dealer serves it, else the first area. */
function initialPincode(areas: readonly MarketplaceArea[], stored: string | null): string {
  return areas.find((area) => area.pincode === stored)?.pincode ?? areas[0]?.pincode ?? '';
}

function DealerMarketplace({ page }: { page: MarketplacePage }) {
  // The stored pincode as the server saw it while hydrating, then as the browser holds it.
  const stored = usePincode();
  const [chosen, setPincode] = useState<string | null>(null);
  const pincode = chosen ?? initialPincode(page.areas, stored);
  const area = page.areas.find((candidate) => candidate.pincode === pincode);
  return (
    <div className="page container mp">
      <DealerHero dealer={page.dealer} />
      {page.stats && <DealerStats stats={page.stats} />}
      <AreaPrices areas={page.areas} prices={page.prices} pincode={pincode} onPincodeChange={setPincode} />
      <Suspense fallback={null}>
        <MarketplaceSections page={page} area={area} />
      </Suspense>
    </div>
  );
}

/** While the dealer's data loads: the page's outline, so little moves when it arrives. */
function MarketplaceSkeleton() {
  return (
    <div className="page container mp" role="status" aria-busy="true">
      <span className="visually-hidden">{t.loading}</span>
      <div className="mp-skeleton mp-skeleton--title skeleton" />
      <div className="mp-skeleton mp-skeleton--line skeleton" />
      <div className="mp-skeleton mp-skeleton--line skeleton" />
      <div className="mp-skeleton mp-skeleton--stats skeleton" />
      <div className="mp-skeleton mp-skeleton--block skeleton" />
    </div>
  );
}
