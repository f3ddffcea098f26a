import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PickupCode } from '@kt/contract/orders/completion';
import { newOrderPickupCode, orderPickupCode } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** Under ['orders'], so a change of the order's status refreshes it. */
export function pickupCodeKey(orderNumber: string) {
  return ['orders', 'pickup-code', orderNumber] as const;
}

/** GET /api/order_pickup_code/{order_number}/: the customer's code of an Accepted order. */
export function getPickupCode(orderNumber: string): Promise<PickupCode> {
  return callEndpoint(orderPickupCode, { params: { orderNumber }, auth: true });
}

/** POST to the same path (no body): a new code; the old one stops working and the tries start again. */
export function issuePickupCode(orderNumber: string): Promise<unknown> {
  return callEndpoint(newOrderPickupCode, { params: { orderNumber }, auth: true });
}

/** How often the card asks again (issue 28): soon while the dealer weighs, less often once the weights are shown (a change must reach it). */
export const pickupCodePollMs = { waiting: 10_000, shown: 20_000 } as const;

export function usePickupCode(orderNumber: string) {
  return useQuery({
    queryKey: pickupCodeKey(orderNumber),
    queryFn: () => getPickupCode(orderNumber),
    // One small read of one order, only while the page is visible (TanStack Query pauses it in the background).
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false;
      return query.state.data?.proposal ? pickupCodePollMs.shown : pickupCodePollMs.waiting;
    },
  });
}

function isPickupCode(value: unknown): value is PickupCode {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  return typeof answer.code === 'string' && typeof answer.locked === 'boolean' && typeof answer.tries_left === 'number';
}

export function useIssuePickupCode(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => issuePickupCode(orderNumber),
    onSuccess: (answer) => {
      // The answer is the new code when the server sends it; the refetch below confirms it either way.
      if (isPickupCode(answer)) queryClient.setQueryData(pickupCodeKey(orderNumber), answer);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: pickupCodeKey(orderNumber) });
    },
  });
}
