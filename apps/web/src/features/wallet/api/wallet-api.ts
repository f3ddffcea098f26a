import { useQuery } from '@tanstack/react-query';
import { customerWallet, customerWalletHistory, dealerWallet, dealerWalletHistory } from '@kt/contract/routes';
import type { WalletHistoryEntry } from '@kt/contract/wallet/wallet';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { callEndpoint, pathOf } from '../../../lib/call-endpoint.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';

export type WalletSide = 'customer' | 'dealer';

/**
 * Starts with ['orders'] so that completing an order refreshes the wallet; the account's id is in
 * the key so another account signing in on the same tab never sees these figures.
 */
export const walletKey = (side: WalletSide, accountId: number) => ['orders', 'wallet', side, accountId] as const;

/** GET /api/wallet/customer/: the sum received across the customer's completed orders. */
export function useCustomerWallet(customerId: number) {
  return useQuery({
    queryKey: walletKey('customer', customerId),
    queryFn: () => callEndpoint(customerWallet, { auth: true }),
  });
}

/** GET /api/wallet/dealer/: paid out, commission owed and the months. */
export function useDealerWallet(dealerId: number) {
  return useQuery({
    queryKey: walletKey('dealer', dealerId),
    queryFn: () => callEndpoint(dealerWallet, { auth: true }),
  });
}

/** GET /api/wallet/{side}/history/: one page, newest first; a next one from the Link header's path. */
export function getWalletHistory(side: WalletSide, path?: string): Promise<ListPage<WalletHistoryEntry>> {
  const first = pathOf(side === 'customer' ? customerWalletHistory : dealerWalletHistory);
  return apiFetchPage<WalletHistoryEntry>(path ?? first, { auth: true });
}

export function useWalletHistory(side: WalletSide, accountId: number) {
  return useListPages([...walletKey(side, accountId), 'history'], (path) => getWalletHistory(side, path));
}
