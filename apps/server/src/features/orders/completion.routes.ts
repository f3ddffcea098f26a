import type { FastifyInstance } from 'fastify';
import { ordersEndpoints } from '@kt/contract/orders/orders.endpoints';
import { actingDealerId, currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { CompletionService } from './completion.service.ts';

/**
 * The pickup at the door (issue 16): the customer's code and the completion. As on the other
 * order routes, a caller of the wrong kind is refused (403) and an order of someone else is
 * 'No such order.' (404).
 */
export function completionHandlers(app: FastifyInstance, service: CompletionService) {
  handle(app, ordersEndpoints.orderPickupCode, async (request) =>
    service.pickupCode(currentUser(request).userId, request.params.orderNumber),
  );

  handle(app, ordersEndpoints.newOrderPickupCode, async (request) =>
    service.newCode(currentUser(request).userId, request.params.orderNumber),
  );

  // The dealer or one of the dealer's employees, at the door.
  handle(app, ordersEndpoints.orderComplete, async (request) => {
    const caller = { userId: currentUser(request).userId, dealerId: actingDealerId(request) };
    const { completion } = await service.complete(caller, request.params.orderNumber, request.body);
    return completion;
  });
}
