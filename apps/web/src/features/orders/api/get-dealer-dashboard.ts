import { useQuery } from '@tanstack/react-query';
import type { DealerDashboard } from '@kt/contract/orders/orders';
import { dealerDashboard } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/**
 * Starts with ['orders'] so that a new or changed order refreshes the tiles. The dealer's id is
 * part of the key although the endpoint reads the caller from the token: another dealer signing
 * in on the same tab must not see these numbers.
 */
export function dealerDashboardKey(dealerId: number) {
  return ['orders', 'dashboard', dealerId] as const;
}

/** GET /dealer/api/dashboard/: the dealer home tiles (spec 2.7), computed on the server. */
export function getDealerDashboard(): Promise<DealerDashboard> {
  return callEndpoint(dealerDashboard, { auth: true });
}

export function useDealerDashboard(dealerId: number) {
  return useQuery({ queryKey: dealerDashboardKey(dealerId), queryFn: getDealerDashboard });
}
