import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Impact } from '@kt/contract/impact/impact';
import { impactCustomer, impactDealer, impactSite } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { readImpact } from './read-impact.ts';

type ImpactRoute = typeof impactCustomer | typeof impactDealer | typeof impactSite;

async function getImpact(route: ImpactRoute, auth: boolean): Promise<Impact> {
  // Checked by hand, not trusted from the definition's type: see readImpact.
  const impact = readImpact(await callEndpoint(route, { auth }));
  if (!impact) throw new Error('The impact answer has an unexpected shape.');
  return impact;
}

/**
 * Keys start with ['orders'] so that an order's change (a completion) refreshes them; the
 * account's id is in them so another account signing in on the tab never sees these figures.
 */
export const customerImpactKey = (customerId: number) => ['orders', 'impact', 'customer', customerId] as const;
export const dealerImpactKey = (accountId: number) => ['orders', 'impact', 'dealer', accountId] as const;
export const siteImpactKey = ['impact', 'site'] as const;

/** GET /api/impact/customer/: the signed-in customer's completed pickups. */
export function useCustomerImpact(customerId: number) {
  return useQuery({ queryKey: customerImpactKey(customerId), queryFn: () => getImpact(impactCustomer, true) });
}

/** GET /api/impact/dealer/: the dealer's (an employee: their dealer's) completed pickups. */
export function useDealerImpact(accountId: number) {
  return useQuery({ queryKey: dealerImpactKey(accountId), queryFn: () => getImpact(impactDealer, true) });
}

/** GET /api/impact/site/ (public): everything completed through the site. */
export const siteImpactQuery = queryOptions({ queryKey: siteImpactKey, queryFn: () => getImpact(impactSite, false), staleTime: 60_000 });

export function useSiteImpact() {
  return useQuery(siteImpactQuery);
}
