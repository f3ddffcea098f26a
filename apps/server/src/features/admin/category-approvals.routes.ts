import type { FastifyInstance } from 'fastify';
import { adminReviewEndpoints } from '@kt/contract/admin/reviews.endpoints';
import { currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import type { CategoryApprovalsService, Placement } from './category-approvals.service.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

/** Issue 15: the categories dealers ask for, for an admin to add to the catalogue or refuse. */
export function categoryApprovalHandlers(app: FastifyInstance, { approvals, storage }: { approvals: CategoryApprovalsService; storage: FileStorage }) {
  handle(app, adminReviewEndpoints.adminCategoryRequests, async (request, reply) => {
    const items = await privateTimeIdPage(request, reply, (page) => approvals.listPending(page));
    return items.map((row) => ({
      id: row.id,
      dealer: { id: row.dealerId, KT_ID: row.dealerKtId, username: row.dealerName, email: row.dealerEmail },
      category_name: row.categoryName,
      description: row.description,
      // The dealer's picture is a public file (category-requests/…): a picture of scrap, shown to the admin as it is.
      image: storage.urlFor(row.imageKey),
      created_at: row.createdAt.toISOString(),
    }));
  });

  handle(app, adminReviewEndpoints.adminApproveCategoryRequest, async (request) => {
    // No body at all approves it as a category, named as requested.
    const { as, category_id: categoryId, name } = request.body ?? { as: 'category' };
    const placement: Placement = as === 'subcategory' && categoryId !== undefined ? { as, categoryId } : { as: 'category' };
    const added = await approvals.approve(currentUser(request).userId, request.params.id, placement, name, request.log);
    return { msg: adminMessages.categoryRequestApproved, as: added.as, id: added.id, name: added.name };
  });

  handle(app, adminReviewEndpoints.adminRejectCategoryRequest, async (request) => {
    await approvals.reject(currentUser(request).userId, request.params.id, request.body.reason);
    return { msg: adminMessages.categoryRequestRejected };
  });
}
