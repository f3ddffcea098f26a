import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dealerCommissionStatement, dealerSubmitCommissionUtr } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { walletKey } from './wallet-api.ts';

/** Under the dealer's wallet key (['orders', …]): a completed order refreshes it too. */
export const commissionStatementKey = (dealerId: number, statement: string) => [...walletKey('dealer', dealerId), 'commission', statement] as const;

/** GET /api/wallet/dealer/commission/{statement}/: due, due date, the UPI link and the UTRs submitted. */
export function useCommissionStatement(dealerId: number, statement: string) {
  return useQuery({
    queryKey: commissionStatementKey(dealerId, statement),
    queryFn: () => callEndpoint(dealerCommissionStatement, { params: { statement }, auth: true }),
  });
}

/** POST …/{statement}/payments/ { utr }: 201 with the payment waiting to be checked. */
export function useSubmitCommissionUtr(dealerId: number, statement: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (utr: string) => callEndpoint(dealerSubmitCommissionUtr, { params: { statement }, json: { utr }, auth: true }),
    // Read again after a refusal too: a 409 means the page was out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: commissionStatementKey(dealerId, statement) }),
  });
}
