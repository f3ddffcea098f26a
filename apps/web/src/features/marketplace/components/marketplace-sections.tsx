import { useEffect, useState } from 'react';
import type { MarketplaceArea, MarketplacePage } from '@kt/contract/marketplace/page';
import type { DealerEcho } from '../api/send-marketplace-form.ts';
import { InitiativesCarousel } from './initiatives-carousel.tsx';
import { RatingForm } from './rating-form.tsx';
import { ReachUsForm } from './reach-us-form.tsx';
import { Reviews } from './reviews.tsx';
import { ScheduleForm } from './schedule-form.tsx';

type Props = {
  page: MarketplacePage;
  /** The area chosen above the prices: the schedule form starts with its pincode and state. */
  area: MarketplaceArea | undefined;
};

const sectionCount = 4;

/**
 * How many of the sections to draw: one more each task, so a cheap phone's main thread is never
 * held long (the first one at once: the hero's link leads to it).
 */
function useSectionsInTurn(): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= sectionCount) return;
    const timer = window.setTimeout(() => setShown((count) => count + 1), 0);
    return () => window.clearTimeout(timer);
  }, [shown]);
  return shown;
}

/** The page below the prices (spec 2.8): schedule request, rating, initiatives, contact. */
export default function MarketplaceSections({ page, area }: Props) {
  const shown = useSectionsInTurn();
  const dealer: DealerEcho = {
    dealer_id: page.dealer.id,
    dealer_account_type: page.dealer.account_type,
    deale_name: page.dealer.username,
  };
  return (
    <>
      <ScheduleForm dealer={dealer} area={area} />
      {shown >= 2 && <Reviews page={page} />}
      {shown >= 2 && <RatingForm dealer={dealer} />}
      {shown >= 3 && page.initiatives.length > 0 && <InitiativesCarousel initiatives={page.initiatives} />}
      {shown >= 4 && <ReachUsForm dealer={dealer} />}
    </>
  );
}
