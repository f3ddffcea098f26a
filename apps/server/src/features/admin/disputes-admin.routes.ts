import type { FastifyInstance } from 'fastify';
import { adminDisputeEndpoints } from '@kt/contract/admin/disputes.endpoints';
import { currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import type { DisputesAdminService } from './disputes-admin.service.ts';

/** Issue 28: the console's disputes: the open ones oldest first, and the decision on each. */
export function disputesAdminHandlers(app: FastifyInstance, service: DisputesAdminService) {
  handle(app, adminDisputeEndpoints.adminDisputes, async (request, reply) => {
    const rows = await privateTimeIdPage(request, reply, (page) => service.listOpen(page));
    return rows.map((row) => row.dispute);
  });

  handle(app, adminDisputeEndpoints.adminCloseDispute, async (request) => service.close(currentUser(request).userId, request.params.id, request.body));
}
