import { endpoints } from '@kt/contract/endpoints';
import { prefetch } from '../../../lib/prefetch.ts';

// Kept apart from the query hook so a route loader can import it without TanStack Query.

/** The dealer id of /marketplace/{num}/, or null when the path cannot name a dealer. */
export function dealerIdFromPath(num: string | undefined): string | null {
  return num !== undefined && /^[1-9]\d{0,9}$/.test(num) ? num : null;
}

/** GET /v3/api/marketplace/{dealerId}/: everything the public page shows, in one read. */
export function marketplacePagePath(dealerId: string): string {
  return endpoints.marketplacePage(dealerId);
}

/** Starts the page's read while its code downloads (for a route loader); nothing for a bad id. */
export function prefetchMarketplace(num: string | undefined): void {
  const dealerId = dealerIdFromPath(num);
  if (dealerId) prefetch(marketplacePagePath(dealerId));
}
