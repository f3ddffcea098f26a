import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMsgResponse } from '@kt/contract/accounts/sign-up';
import {
  ZAdminCategoryRequestList,
  ZCategoryApprovalBody,
  ZCategoryApprovalResponse,
  ZCategoryRejection,
  type CategoryApprovalKind,
} from '@kt/contract/admin/category-requests';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { AppError } from '@kt/contract/errors';
import { ZId } from '@kt/contract/ids';
import { messages } from '@kt/contract/messages';
import { ZPageQuery } from '@kt/contract/paging';
import type { Db } from '../../platform/db/client.ts';
import { categoryRequests, users } from '../../platform/db/schema/index.ts';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import { afterTimeIdKey, privateTimeIdPage, timeIdKeyAt, type TimeIdKey } from '../../platform/http/paging.ts';
import { discardStoredFile } from '../../platform/files/storage.ts';
import { recordAdminAction } from './admin.repo.ts';
import { insertCategory, insertSubcategory, lockCategory, type Tx } from './catalogue-admin.repo.ts';
import { copyToCatalogue } from './catalogue-images.ts';

const ZIdParams = z.object({ id: ZId });

/** Where an approved request goes: a new category, or a subcategory of an existing one. */
type Placement = { as: 'category' } | { as: 'subcategory'; categoryId: number };
type Decision = { approve: true; placement: Placement; name: string | undefined; imageKey: string } | { approve: false; reason: string };
type Added = { as: CategoryApprovalKind; id: number; name: string; categoryName: string | undefined };

/** What a decision answers, and its mail is made of. */
type Decided = {
  dealer: { id: number; email: string; username: string; ktId: string };
  request: typeof categoryRequests.$inferSelect;
  added: Added | undefined;
};

function createCategoryApprovalsRepo(db: Db, jobs: Pick<Jobs, 'sendMail'>) {
  /** Adds the approved request to the catalogue inside the decision's transaction (audit rows 'category.create' or 'subcategory.create' with it). */
  async function addToCatalogue(tx: Tx, adminId: number, requestId: number, placement: Placement, name: string, imageKey: string): Promise<Added> {
    const auditDetail = `${name} (from category request ${requestId})`;
    if (placement.as === 'category') {
      const row = await insertCategory(tx, adminId, { name, imageKey }, auditDetail);
      return { as: 'category', id: row.id, name: row.name, categoryName: undefined };
    }
    const category = await lockCategory(tx, placement.categoryId);
    if (!category) throw new AppError('NOT_FOUND', messages.admin.categoryNotFound, { category_id: [messages.admin.categoryNotFound] });
    // The dealer is told the item is in the catalogue: it must be one customers see.
    if (category.retiredAt !== null) throw new AppError('CONFLICT', messages.admin.approvalCategoryRetired, { category_id: [messages.admin.approvalCategoryRetired] });
    const row = await insertSubcategory(tx, adminId, category.id, { name, imageKey }, `${auditDetail} in ${category.name}`);
    return { as: 'subcategory', id: row.id, name: row.name, categoryName: category.name };
  }

  return {
    listPending(page: { limit: number; after: TimeIdKey | undefined }) {
      return db
        .select({
          id: categoryRequests.id,
          dealerId: categoryRequests.dealerId,
          dealerKtId: users.ktId,
          dealerName: users.username,
          dealerEmail: users.email,
          categoryName: categoryRequests.categoryName,
          description: categoryRequests.description,
          imageKey: categoryRequests.imageKey,
          createdAt: categoryRequests.createdAt,
          pageKeyAt: timeIdKeyAt(categoryRequests.createdAt),
        })
        .from(categoryRequests)
        .innerJoin(users, eq(users.id, categoryRequests.dealerId))
        .where(and(eq(categoryRequests.status, 'Pending'), afterTimeIdKey(categoryRequests.createdAt, categoryRequests.id, page.after, 'oldest')))
        .orderBy(asc(categoryRequests.createdAt), asc(categoryRequests.id))
        .limit(page.limit);
    },

    /** The request as it stands, not locked: what to check before the picture is copied. */
    async findRequest(requestId: number) {
      const [row] = await db.select().from(categoryRequests).where(eq(categoryRequests.id, requestId));
      return row;
    },

    /**
     * Decides a pending request in one transaction: the request row locked (two admins at once:
     * one decides, the other gets 409), the catalogue entry added on approval, the audit row
     * written, and the dealer's mail (`mailFor`) queued with it.
     */
    decide(adminId: number, requestId: number, decision: Decision, mailFor: (decided: Decided) => MailMessage) {
      return db.transaction(async (tx) => {
        const [request] = await tx.select().from(categoryRequests).where(eq(categoryRequests.id, requestId)).for('update');
        if (!request) throw new AppError('NOT_FOUND', messages.admin.requestNotFound);
        if (request.status !== 'Pending') throw new AppError('CONFLICT', messages.admin.requestDecided);
        const [dealer] = await tx.select({ id: users.id, email: users.email, username: users.username, ktId: users.ktId }).from(users).where(eq(users.id, request.dealerId));
        if (!dealer) throw new AppError('NOT_FOUND', messages.admin.requestNotFound);
        const added = decision.approve
          ? await addToCatalogue(tx, adminId, request.id, decision.placement, decision.name ?? request.categoryName, decision.imageKey)
          : undefined;
        await tx
          .update(categoryRequests)
          .set({ status: decision.approve ? 'Approved' : 'Rejected', reason: decision.approve ? null : decision.reason, decidedAt: new Date() })
          .where(eq(categoryRequests.id, request.id));
        const outcome = !decision.approve
          ? `rejected: ${decision.reason}`
          : `approved as ${added?.as ?? ''} ${added?.name ?? ''}${added?.categoryName ? ` in ${added.categoryName}` : ''}`;
        await recordAdminAction(tx, {
          adminId,
          action: decision.approve ? 'category_request.approve' : 'category_request.reject',
          targetKind: 'category_request',
          targetId: request.id,
          detail: `${request.categoryName} from ${dealer.username} (${dealer.ktId}): ${outcome}`,
        });
        await jobs.sendMail(tx, mailFor({ dealer, request, added }));
        return { dealer, request, added };
      });
    },
  };
}

/** Issue 15: an admin adds a dealer's requested category to the catalogue, with its picture, or says why not. */
export const categoryApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, jobs, config } = app.deps;
  const repo = createCategoryApprovalsRepo(db, jobs);
  const adminOnly = authenticate('admin');
  const requestsLink = `${config.publicUrl}/dealer/settings/requestcategory`;


  app.get(
    adminEndpoints.adminCategoryRequests,
    { onRequest: adminOnly, schema: { querystring: ZPageQuery, response: { 200: ZAdminCategoryRequestList } } },
    async (request, reply) => {
      const items = await privateTimeIdPage(request, reply, (page) => repo.listPending(page));
      return items.map((row) => ({
        id: row.id,
        dealer: { id: row.dealerId, KT_ID: row.dealerKtId, username: row.dealerName, email: row.dealerEmail },
        category_name: row.categoryName,
        description: row.description,
        // The dealer's picture is a public file (category-requests/…): a picture of scrap, shown to the admin as it is.
        image: storage.urlFor(row.imageKey),
        created_at: row.createdAt.toISOString(),
      }));
    },
  );

  app.post(
    '/v3/admin/category-requests/:id/approve/',
    { onRequest: adminOnly, schema: { params: ZIdParams, body: ZCategoryApprovalBody, response: { 200: ZCategoryApprovalResponse } } },
    async (request) => {
      const { as, category_id: categoryId, name } = request.body ?? { as: 'category' };
      const pending = await repo.findRequest(request.params.id);
      if (!pending) throw new AppError('NOT_FOUND', messages.admin.requestNotFound);
      // Checked again, locked, in the decision; here so a decided request costs no copy.
      if (pending.status !== 'Pending') throw new AppError('CONFLICT', messages.admin.requestDecided);
      const imageKey = await copyToCatalogue(storage, pending.imageKey);
      if (!imageKey) throw new AppError('CONFLICT', messages.admin.requestImageMissing);
      const placement: Placement = as === 'subcategory' && categoryId !== undefined ? { as, categoryId } : { as: 'category' };
      const approvalMail = ({ dealer, request: decidedRequest, added }: Decided) => {
        if (!added) throw new Error('approval added nothing');
        return noticeEmail({
          to: dealer.email,
          subject: `Category request "${decidedRequest.categoryName}" approved`,
          greeting: `Hello ${dealer.username},`,
          intro:
            added.as === 'category'
              ? `Your request is approved: ${added.name} is now a category of our catalogue.`
              : `Your request is approved: ${added.name} is now in our catalogue, in ${added.categoryName ?? ''}, and you can set your price for it.`,
          rows: [
            ['Requested', decidedRequest.categoryName],
            ['Added as', added.as === 'category' ? `Category ${added.name}` : `${added.name} in ${added.categoryName ?? ''}`],
          ],
          action:
            added.as === 'category'
              ? { label: 'See your requests', link: requestsLink }
              : { label: 'Set your prices', link: `${config.publicUrl}/dealer/settings/setprice` },
        });
      };
      let decided;
      try {
        decided = await repo.decide(currentUser(request).userId, pending.id, { approve: true, placement, name, imageKey }, approvalMail);
      } catch (error) {
        await discardStoredFile(storage, imageKey, request.log);
        throw error;
      }
      const { added } = decided;
      if (!added) throw new Error('approval added nothing');
      return { msg: messages.admin.categoryRequestApproved, as: added.as, id: added.id, name: added.name };
    },
  );

  app.post(
    '/v3/admin/category-requests/:id/reject/',
    { onRequest: adminOnly, config: { validationMessage: messages.admin.reasonRequired }, schema: { params: ZIdParams, body: ZCategoryRejection, response: { 200: ZMsgResponse } } },
    async (request) => {
      const { reason } = request.body;
      await repo.decide(currentUser(request).userId, request.params.id, { approve: false, reason }, ({ dealer, request: decided }) =>
        noticeEmail({
          to: dealer.email,
          subject: `Category request "${decided.categoryName}" not approved`,
          greeting: `Hello ${dealer.username},`,
          intro: `Your request for the category ${decided.categoryName} was not approved.`,
          rows: [['Requested', decided.categoryName], ['Reason', reason]],
          action: { label: 'See your requests', link: requestsLink },
        }),
      );
      return { msg: messages.admin.categoryRequestRejected };
    },
  );
};
