import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getDealers, searchSubcategory } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

// The selling page's two reads as query options, shared by its route loader and its hooks. Kept
// apart from the hooks: the router is in the entry chunk, and useQuery need not be.

/**
 * GET /dealer_details/search-subcategory/{pincode}/: every price set in the pincode. The server
 * answers as the spec's did, 302 with the list as the body (no Location, so fetch hands it over).
 */
export function priceListQuery(pincode: string) {
  return queryOptions({
    queryKey: ['selling', 'prices', pincode],
    queryFn: () => callEndpoint(searchSubcategory, { params: { pincode }, okStatuses: [302] }),
    staleTime: 60_000,
  });
}

/** GET /dealer/api/getdealers/{pincode}: the dealers serving the pincode (spec 7 reads data.data.dealers). */
export function dealersQuery(pincode: string) {
  return queryOptions({
    queryKey: ['selling', 'dealers', pincode],
    queryFn: async () => (await callEndpoint(getDealers, { params: { pincode } })).data.dealers,
    staleTime: 60_000,
  });
}

/**
 * Starts both reads from the page's route loader, while the page's code downloads, so data and
 * code travel together on a slow network. Not awaited: the page shows its skeleton and its own
 * error for a failed read (prefetchQuery never throws), and a read still fresh is not repeated.
 */
export function prefetchArea(queryClient: QueryClient, pincode: string): void {
  void queryClient.prefetchQuery(priceListQuery(pincode));
  void queryClient.prefetchQuery(dealersQuery(pincode));
}
