import { useParams } from 'react-router';
import { MarketplacePageView } from '../../features/marketplace/components/marketplace-page.tsx';

/** /marketplace/{num}/: the public page of one dealer (spec 2.8), opened from the dealer's QR code. */
export function MarketplaceRoute() {
  const { num } = useParams();
  return <MarketplacePageView num={num} />;
}

export { MarketplaceRoute as Component };
