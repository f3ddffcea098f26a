import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowUpResponse, RebookResponse } from '@kt/contract/orders/follow-up';
import { noShow, otherDealers, rebook, reschedule, rescheduleAnswer } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/*
 * Issue 28, pickups that do not silently fail: the calls of an order's follow-up. Each refreshes
 * everything under ['orders'] (both lists, the dealer's tiles) once it is answered, refused too.
 */

/** GET /api/orders/{order number}/other_dealers/: who else takes this unanswered pickup, at their prices now. */
export function useOtherDealers(orderNumber: string) {
  return useQuery({
    queryKey: ['orders', 'other-dealers', orderNumber],
    queryFn: () => callEndpoint(otherDealers, { params: { orderNumber }, auth: true }),
  });
}

function useOrdersMutation<V, A>(send: (variables: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}

/** POST /api/orders/{order number}/rebook/: the unanswered order cancelled, the same items booked with `dealerId`. */
export function useRebook() {
  return useOrdersMutation(
    ({ orderNumber, dealerId }: { orderNumber: string; dealerId: number }): Promise<RebookResponse> =>
      callEndpoint(rebook, { params: { orderNumber }, json: { dealer_id: dealerId }, auth: true }),
  );
}

export type NoShowChoice = { action: 'cancel' } | { action: 'reschedule'; pickup_date: string; pickup_time: '8am - 1pm' | '1pm - 6pm' };

/** POST /api/orders/{order number}/no_show/: nobody came; cancel, or propose a new date and slot. */
export function useReportNoShow() {
  return useOrdersMutation(
    ({ orderNumber, choice }: { orderNumber: string; choice: NoShowChoice }): Promise<FollowUpResponse> =>
      callEndpoint(noShow, { params: { orderNumber }, json: choice, auth: true }),
  );
}

/** POST /api/orders/{order number}/reschedule/: the dealer's new date and slot, with a reason. */
export function useProposeReschedule() {
  return useOrdersMutation(
    ({ orderNumber, proposal }: { orderNumber: string; proposal: { pickup_date: string; pickup_time: '8am - 1pm' | '1pm - 6pm'; reason: string } }): Promise<FollowUpResponse> =>
      callEndpoint(reschedule, { params: { orderNumber }, json: proposal, auth: true }),
  );
}

/** POST /api/orders/{order number}/reschedule/answer/: the other side's new date accepted or declined. */
export function useAnswerReschedule() {
  return useOrdersMutation(
    ({ orderNumber, decision }: { orderNumber: string; decision: 'accept' | 'decline' }): Promise<FollowUpResponse> =>
      callEndpoint(rescheduleAnswer, { params: { orderNumber }, json: { decision }, auth: true }),
  );
}
