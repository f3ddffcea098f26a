import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMsgResponse } from '@kt/contract/accounts/sign-up';
import { ZAdminPincodeRequestList, ZPincodeRejection } from '@kt/contract/admin/pincode-requests';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { AppError } from '@kt/contract/errors';
import { ZId } from '@kt/contract/ids';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { ZPageQuery } from '@kt/contract/paging';
import type { Db } from '../../platform/db/client.ts';
import { dealerPincodes, pincodeRequests, users } from '../../platform/db/schema/index.ts';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import { afterTimeIdKey, privateTimeIdPage, timeIdKeyAt, type TimeIdKey } from '../../platform/http/paging.ts';
import { recordAdminAction } from './admin.repo.ts';

const ZIdParams = z.object({ id: ZId });

type Decision = { approve: true } | { approve: false; reason: string };
type Decided = { dealer: { email: string; username: string }; request: typeof pincodeRequests.$inferSelect };

function createPincodeApprovalsRepo(db: Db, jobs: Pick<Jobs, 'sendMail'>) {
  return {
    listPending(page: { limit: number; after: TimeIdKey | undefined }) {
      return db
        .select({
          id: pincodeRequests.id,
          dealerId: pincodeRequests.dealerId,
          dealerKtId: users.ktId,
          dealerName: users.username,
          dealerEmail: users.email,
          pincode: pincodeRequests.pincode,
          area: pincodeRequests.area,
          city: pincodeRequests.city,
          state: pincodeRequests.state,
          createdAt: pincodeRequests.createdAt,
          pageKeyAt: timeIdKeyAt(pincodeRequests.createdAt),
        })
        .from(pincodeRequests)
        .innerJoin(users, eq(users.id, pincodeRequests.dealerId))
        .where(and(eq(pincodeRequests.status, 'Pending'), afterTimeIdKey(pincodeRequests.createdAt, pincodeRequests.id, page.after, 'oldest')))
        .orderBy(asc(pincodeRequests.createdAt), asc(pincodeRequests.id))
        .limit(page.limit);
    },

    /**
     * Decides a pending request in one transaction: the request row locked (two admins at once:
     * one decides, the other gets 409), the area added on approval within the dealer's slots,
     * the audit row written, the dealer's mail (`mailFor`) queued with it.
     */
    decide(adminId: number, requestId: number, decision: Decision, mailFor: (decided: Decided) => MailMessage) {
      return db.transaction(async (tx) => {
        const [request] = await tx.select().from(pincodeRequests).where(eq(pincodeRequests.id, requestId)).for('update');
        if (!request) throw new AppError('NOT_FOUND', messages.admin.requestNotFound);
        if (request.status !== 'Pending') throw new AppError('CONFLICT', messages.admin.requestDecided);
        const [dealer] = await tx.select({ id: users.id, email: users.email, username: users.username, ktId: users.ktId }).from(users).where(eq(users.id, request.dealerId)).for('update');
        if (!dealer) throw new AppError('NOT_FOUND', messages.admin.requestNotFound);
        if (decision.approve) {
          const [held] = await tx.select({ n: count() }).from(dealerPincodes).where(eq(dealerPincodes.dealerId, dealer.id));
          const [same] = await tx.select({ id: dealerPincodes.id }).from(dealerPincodes).where(and(eq(dealerPincodes.dealerId, dealer.id), eq(dealerPincodes.pincode, request.pincode)));
          if (same) throw new AppError('CONFLICT', messages.dealerSettings.pincodeDuplicate);
          if ((held?.n ?? 0) >= limits.dealerPincodeSlots) throw new AppError('CONFLICT', messages.dealerArea.pincodeSlotsFull);
          await tx.insert(dealerPincodes).values({ dealerId: dealer.id, pincode: request.pincode, state: request.state, city: request.city, area: request.area });
        }
        await tx
          .update(pincodeRequests)
          .set({ status: decision.approve ? 'Approved' : 'Rejected', reason: decision.approve ? null : decision.reason, decidedAt: new Date() })
          .where(eq(pincodeRequests.id, request.id));
        await recordAdminAction(tx, {
          adminId,
          action: decision.approve ? 'pincode.approve' : 'pincode.reject',
          targetKind: 'pincode_request',
          targetId: request.id,
          detail: `${request.pincode} (${request.area}) for ${dealer.username} (${dealer.ktId})${decision.approve ? '' : `: ${decision.reason}`}`,
        });
        await jobs.sendMail(tx, mailFor({ dealer, request }));
        return { dealer, request };
      });
    },
  };
}

/** Issue 15: an admin approves or rejects the pincode requests dealers send beyond their direct areas. */
export const pincodeApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createPincodeApprovalsRepo(app.deps.db, app.deps.jobs);
  const adminOnly = authenticate('admin');
  const { config } = app.deps;

  app.get(
    adminEndpoints.adminPincodeRequests,
    { onRequest: adminOnly, schema: { querystring: ZPageQuery, response: { 200: ZAdminPincodeRequestList } } },
    async (request, reply) => {
      const items = await privateTimeIdPage(request, reply, (page) => repo.listPending(page));
      return items.map((row) => ({
        id: row.id,
        dealer: { id: row.dealerId, KT_ID: row.dealerKtId, username: row.dealerName, email: row.dealerEmail },
        pincode: row.pincode,
        area: row.area,
        city: row.city,
        state: row.state,
        created_at: row.createdAt.toISOString(),
      }));
    },
  );

  app.post(
    '/v3/admin/pincode-requests/:id/approve/',
    { onRequest: adminOnly, schema: { params: ZIdParams, response: { 200: ZMsgResponse } } },
    async (request) => {
      await repo.decide(
        currentUser(request).userId,
        request.params.id,
        { approve: true },
        ({ dealer, request: decided }) =>
          noticeEmail({
            to: dealer.email,
            subject: `Pincode ${decided.pincode} approved`,
            greeting: `Hello ${dealer.username},`,
            intro: `Your request to serve pincode ${decided.pincode} is approved: customers there now see your prices.`,
            rows: [['Pincode', decided.pincode], ['Area', `${decided.area}, ${decided.city}`]],
            action: { label: 'See your areas', link: `${config.publicUrl}/dealer/settings/addarea` },
          }),
      );
      return { msg: messages.admin.pincodeApproved };
    },
  );

  app.post(
    '/v3/admin/pincode-requests/:id/reject/',
    { onRequest: adminOnly, config: { validationMessage: messages.admin.reasonRequired }, schema: { params: ZIdParams, body: ZPincodeRejection, response: { 200: ZMsgResponse } } },
    async (request) => {
      const { reason } = request.body;
      await repo.decide(
        currentUser(request).userId,
        request.params.id,
        { approve: false, reason },
        ({ dealer, request: decided }) =>
          noticeEmail({
            to: dealer.email,
            subject: `Pincode ${decided.pincode} not approved`,
            greeting: `Hello ${dealer.username},`,
            intro: `Your request to serve pincode ${decided.pincode} was not approved.`,
            rows: [['Pincode', decided.pincode], ['Reason', reason]],
            action: { label: 'See your areas', link: `${config.publicUrl}/dealer/settings/addarea` },
          }),
      );
      return { msg: messages.admin.pincodeRejected };
    },
  );
};
