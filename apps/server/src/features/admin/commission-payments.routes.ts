import type { FastifyInstance } from 'fastify';
import { adminCommissionEndpoints } from '@kt/contract/admin/commission.endpoints';
import { currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import { adminPaymentAnswer, type CommissionPaymentsService } from './commission-payments.service.ts';
import { commissionMessages } from '@kt/contract/commission/commission-messages';

/** Issue 28: an admin checks the dealers' commission payments (UTRs) and sees the overdue statements. */
export function commissionPaymentHandlers(app: FastifyInstance, service: CommissionPaymentsService) {
  handle(app, adminCommissionEndpoints.adminCommissionPayments, async (request, reply) => {
    const { status } = request.query;
    const rows = await privateTimeIdPage(request, reply, (page) => service.listByStatus(status, page));
    return rows.map(adminPaymentAnswer);
  });

  handle(app, adminCommissionEndpoints.adminVerifyCommissionPayment, async (request) => {
    await service.verify(currentUser(request).userId, request.params.id);
    return { msg: commissionMessages.paymentVerified };
  });

  handle(app, adminCommissionEndpoints.adminRejectCommissionPayment, async (request) => {
    await service.reject(currentUser(request).userId, request.params.id, request.body.reason);
    return { msg: commissionMessages.paymentRejected };
  });

  handle(app, adminCommissionEndpoints.adminOverdueStatements, async () => service.overdue());
}
