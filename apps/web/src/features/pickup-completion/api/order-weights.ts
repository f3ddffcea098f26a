import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WeighedItem, WeightsProposal } from '@kt/contract/orders/completion';
import { orderWeights, proposeOrderWeights } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** Under ['orders'], so a change of the order refreshes it. */
export function dealerWeightsKey(orderNumber: string) {
  return ['orders', 'weights', orderNumber] as const;
}

/** GET /api/order_weights/{order_number}/: the weights in force and whom a UPI payment goes to (issue 28). */
export function useDealerWeights(orderNumber: string) {
  return useQuery({
    queryKey: dealerWeightsKey(orderNumber),
    queryFn: () => callEndpoint(orderWeights, { params: { orderNumber }, auth: true }),
    refetchOnWindowFocus: false,
  });
}

export type WeightsToPropose = { items: WeighedItem[]; scalePhoto: File | null };

/**
 * POST /api/order_weights/{order_number}/: the weighed items (as JSON text in a form when a
 * photo of the scale goes with them, multipart), answered with the proposal and its version.
 */
export function proposeWeights(orderNumber: string, { items, scalePhoto }: WeightsToPropose): Promise<WeightsProposal> {
  if (!scalePhoto) return callEndpoint(proposeOrderWeights, { params: { orderNumber }, json: { items }, auth: true });
  const body = new FormData();
  body.append('items', JSON.stringify(items));
  body.append('scale_photo', scalePhoto);
  return callEndpoint(proposeOrderWeights, { params: { orderNumber }, body, auth: true });
}

export function useProposeWeights(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weights: WeightsToPropose) => proposeWeights(orderNumber, weights),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: dealerWeightsKey(orderNumber) });
    },
  });
}
