import type { FastifyInstance } from 'fastify';
import { disputesEndpoints } from '@kt/contract/disputes/disputes.endpoints';
import { actingDealerId, currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import type { DisputesService } from './disputes.service.ts';

/** Issue 28: the parties' side of a dispute (the admin closes it in the admin feature). */
export function disputesHandlers(app: FastifyInstance, service: DisputesService) {
  handle(app, disputesEndpoints.openDispute, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return service.open(currentUser(request).userId, request.params.orderNumber, request.body, request.files?.photo);
  });

  handle(app, disputesEndpoints.orderDispute, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return service.ofOrder(currentUser(request), request.params.orderNumber);
  });

  handle(app, disputesEndpoints.dealerDisputes, async (request, reply) => {
    const dealerId = actingDealerId(request);
    const rows = await privateTimeIdPage(request, reply, (page) => service.ofDealer(dealerId, page));
    return rows.map((row) => row.dispute);
  });

  handle(app, disputesEndpoints.answerDispute, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return service.answer(actingDealerId(request), request.params.id, request.body.answer);
  });
}
