import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimits } from '@kt/contract/limits';
import { ZOrderCompletion, ZOrderCompletionRequest, ZPickupCode } from '@kt/contract/orders/completion';
import { actingDealerId, authenticate, currentUser } from '../../platform/auth/guard.ts';
import { queueCompletionReceipt } from '../receipts/receipt-mail.ts';
import { createCompletionRepo } from './completion.repo.ts';
import { createCompletionService } from './completion.service.ts';
import { createOrdersRepo } from './orders.repo.ts';

const ZOrderNumberParams = z.object({ orderNumber: z.string().min(1).max(40) });

/**
 * The pickup at the door (issue 16): the customer's code and the completion. As on the other
 * order routes, a caller of the wrong kind is refused (403) and an order of someone else is
 * 'No such order.' (404).
 */
export const completionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs, config } = app.deps;
  const service = createCompletionService({
    repo: createCompletionRepo(db),
    parties: createOrdersRepo(db),
    jobs,
    publicUrl: config.publicUrl,
    onCompleted: (tx, orderId) => queueCompletionReceipt(tx, { jobs, publicUrl: config.publicUrl }, orderId),
  });
  const customerOnly = authenticate('customer');

  app.get(
    '/api/order_pickup_code/:orderNumber/',
    { onRequest: customerOnly, schema: { params: ZOrderNumberParams, response: { 200: ZPickupCode } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.pickupCode(currentUser(request).userId, request.params.orderNumber);
    },
  );

  app.post(
    '/api/order_pickup_code/:orderNumber/',
    {
      onRequest: customerOnly,
      // Each new code is an e-mail: counted per address, so no one turns the route into a mail cannon.
      config: { rateLimit: { name: 'pickupCodes', policy: rateLimits.pickupCodes } },
      schema: { params: ZOrderNumberParams, response: { 200: ZPickupCode } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.newCode(currentUser(request).userId, request.params.orderNumber);
    },
  );

  app.post(
    '/api/order_complete/:orderNumber/',
    {
      // The dealer or one of the dealer's employees, at the door.
      onRequest: authenticate('dealer', 'employee'),
      schema: { params: ZOrderNumberParams, body: ZOrderCompletionRequest, response: { 200: ZOrderCompletion } },
    },
    async (request) => {
      const caller = { userId: currentUser(request).userId, dealerId: actingDealerId(request) };
      const { completion } = await service.complete(caller, request.params.orderNumber, request.body);
      return completion;
    },
  );
};
