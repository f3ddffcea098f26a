import { endpoints } from '@kt/contract/endpoints';
import type { ApiInit } from '../../../lib/api-client.ts';
import { prefetch } from '../../../lib/prefetch.ts';

// Kept apart from the query hooks so the router can import it without TanStack Query.

type Request = { path: string; init: ApiInit };

/**
 * GET /dealer_details/search-subcategory/{pincode}/: every price set in the pincode. The server
 * answers as the spec's did, 302 with the list as the body (no Location, so fetch hands it over).
 */
export function priceListRequest(pincode: string): Request {
  return { path: endpoints.searchSubcategory(pincode), init: { okStatuses: [302] } };
}

/** GET /dealer/api/getdealers/{pincode}: the dealers serving the pincode. */
export function dealersRequest(pincode: string): Request {
  return { path: endpoints.getDealers(pincode), init: {} };
}

/** Starts both requests of the selling page (from its route loader, while its code downloads). */
export function prefetchArea(pincode: string): void {
  for (const request of [priceListRequest(pincode), dealersRequest(pincode)]) prefetch(request.path, request.init);
}
