import type { FastifyInstance } from 'fastify';
import { commissionEndpoints } from '@kt/contract/commission/commission.endpoints';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { CommissionService } from './commission.service.ts';
import { dealerOnly } from './wallet.routes.ts';
import { commissionMessages } from '@kt/contract/commission/commission-messages';

/** Issue 28: the dealer's monthly commission statement, paid by UPI, and the UTRs they submit. */
export function commissionHandlers(app: FastifyInstance, service: CommissionService) {
  handle(app, commissionEndpoints.dealerCommissionStatement, async (request, reply) => {
    const dealerId = dealerOnly(request);
    reply.header('Cache-Control', 'private, no-store');
    return service.statement(dealerId, request.params.statement);
  });

  handle(app, commissionEndpoints.dealerSubmitCommissionUtr, async (request, reply) => {
    const dealerId = dealerOnly(request);
    const payment = await service.submit(dealerId, request.params.statement, request.body.utr);
    reply.header('Cache-Control', 'private, no-store');
    return { msg: commissionMessages.submitted, payment };
  });
}
