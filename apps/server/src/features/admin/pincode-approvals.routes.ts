import type { FastifyInstance } from 'fastify';
import { adminReviewEndpoints } from '@kt/contract/admin/reviews.endpoints';
import { currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import type { PincodeApprovalsService } from './pincode-approvals.service.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

/** Issue 15: the pincode requests dealers send beyond their direct areas, for an admin to decide. */
export function pincodeApprovalHandlers(app: FastifyInstance, approvals: PincodeApprovalsService) {
  handle(app, adminReviewEndpoints.adminPincodeRequests, async (request, reply) => {
    const items = await privateTimeIdPage(request, reply, (page) => approvals.listPending(page));
    return items.map((row) => ({
      id: row.id,
      dealer: { id: row.dealerId, KT_ID: row.dealerKtId, username: row.dealerName, email: row.dealerEmail },
      pincode: row.pincode,
      area: row.area,
      city: row.city,
      state: row.state,
      created_at: row.createdAt.toISOString(),
    }));
  });

  handle(app, adminReviewEndpoints.adminApprovePincode, async (request) => {
    await approvals.approve(currentUser(request).userId, request.params.id);
    return { msg: adminMessages.pincodeApproved };
  });

  handle(app, adminReviewEndpoints.adminRejectPincode, async (request) => {
    await approvals.reject(currentUser(request).userId, request.params.id, request.body.reason);
    return { msg: adminMessages.pincodeRejected };
  });
}
