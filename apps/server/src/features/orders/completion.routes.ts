import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ordersEndpoints } from '@kt/contract/orders/orders.endpoints';
import { actingDealerId, currentUser } from '../../platform/auth/guard.ts';
import { mediaTypes } from '../../platform/files/media-types.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { CompletionService } from './completion.service.ts';

/**
 * The pickup at the door (issue 16): the customer's code and the completion; (issue 28) the
 * weights the dealer proposes before the code, and the photo of the scale. As on the other
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
  handle(app, ordersEndpoints.orderWeights, async (request) =>
    service.dealerWeights({ dealerId: actingDealerId(request) }, request.params.orderNumber),
  );

  handle(app, ordersEndpoints.proposeOrderWeights, async (request) =>
    service.proposeWeights({ dealerId: actingDealerId(request) }, request.params.orderNumber, request.body.items, request.files?.scale_photo),
  );

  handle(app, ordersEndpoints.orderComplete, async (request) => {
    const caller = { userId: currentUser(request).userId, dealerId: actingDealerId(request) };
    const { completion } = await service.complete(caller, request.params.orderNumber, request.body);
    return completion;
  });

  // Either party of the order; never cached, never sniffed.
  handle(app, ordersEndpoints.orderScalePhoto, async (request, reply) => {
    const user = currentUser(request);
    const photo = await service.scalePhoto({ userId: user.userId, dealerId: user.dealerId ?? null }, request.params.orderNumber);
    return reply
      .type(mediaTypes[path.extname(photo.key).toLowerCase()] ?? 'application/octet-stream')
      .header('Content-Length', photo.size)
      .header('Cache-Control', 'private, no-store')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('X-Content-Type-Options', 'nosniff')
      .send(photo.stream);
  });
}
