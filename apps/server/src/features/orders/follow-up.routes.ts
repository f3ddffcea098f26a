import type { FastifyInstance } from 'fastify';
import { followUpEndpoints } from '@kt/contract/orders/follow-up.endpoints';
import { actingDealerId, currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { FollowUpOrder } from './follow-up.repo.ts';
import { followUpOf, type FollowUpService } from './follow-up.service.ts';

/** What the no-show, reschedule and answer calls answer. */
function orderAnswer(msg: string, order: FollowUpOrder) {
  return {
    msg,
    order_number: order.orderNumber,
    status: order.status as 'New',
    pickup_date: order.pickupDate,
    pickup_time: order.pickupTime,
    follow_up: followUpOf(order),
  };
}

/** Issue 28: pickups that do not silently fail. Each call checks that the caller is the order's party (in the service). */
export function followUpHandlers(app: FastifyInstance, service: FollowUpService) {
  handle(app, followUpEndpoints.otherDealers, async (request) => ({
    dealers: await service.otherDealers(currentUser(request).userId, request.params.orderNumber),
  }));

  handle(app, followUpEndpoints.rebook, async (request) => {
    const booked = await service.rebookOrder(currentUser(request).userId, request.params.orderNumber, request.body.dealer_id);
    return {
      msg: booked.msg,
      cancelled_order_number: booked.cancelledOrderNumber,
      order_number: booked.order.orderNumber,
      status: booked.order.status as 'New',
      total_amount: booked.order.totalAmount,
      pickup_date: booked.pickupDate,
      pickup_time: booked.pickupTime,
      items_missing: booked.itemsMissing,
    };
  });

  handle(app, followUpEndpoints.noShow, async (request) => {
    const { msg, order } = await service.reportNoShow(currentUser(request).userId, request.params.orderNumber, request.body);
    return orderAnswer(msg, order);
  });

  handle(app, followUpEndpoints.reschedule, async (request) => {
    // An employee acts on their dealer's pickups as the dealer's side.
    const { msg, order } = await service.proposeByDealer(actingDealerId(request), request.params.orderNumber, request.body);
    return orderAnswer(msg, order);
  });

  handle(app, followUpEndpoints.rescheduleAnswer, async (request) => {
    const caller = currentUser(request);
    const dealerId = caller.category === 'customer' ? undefined : actingDealerId(request);
    const { msg, order } = await service.answer({ userId: caller.userId, dealerId }, request.params.orderNumber, request.body.decision === 'accept');
    return orderAnswer(msg, order);
  });
}
