import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMsgResponse } from '@kt/contract/accounts/sign-up';
import { ZDocumentRejection, ZDocumentReviewList, ZDocumentReviewQuery, type DocumentReview, type ReviewStatus } from '@kt/contract/admin/documents';
import { documentFields, type DocumentField } from '@kt/contract/dealer-settings/documents';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { AppError } from '@kt/contract/errors';
import { ZId } from '@kt/contract/ids';
import { messages } from '@kt/contract/messages';
import type { Db } from '../../platform/db/client.ts';
import { dealerDocuments, dealerProfiles, users } from '../../platform/db/schema/index.ts';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import { afterTimeIdKey, privateTimeIdPage, timeIdKeyAt, type TimeIdKey } from '../../platform/http/paging.ts';
import { privateFileUrl } from '../../platform/files/private-files.ts';
import { recordAdminAction } from './admin.repo.ts';

const ZIdParams = z.object({ id: ZId });

type Decision = { verify: true } | { verify: false; reason: string };

const isDocumentField = (value: string): value is DocumentField => (documentFields as readonly string[]).includes(value);
/** The order documents are shown in: the form's order (documentFields), not the upload's. */
const fieldOrder = (field: DocumentField) => documentFields.indexOf(field);

function createDocumentReviewsRepo(db: Db, jobs: Pick<Jobs, 'sendMail'>) {
  return {
    /**
     * One page of the dealers whose set is in `status`, the oldest upload first, keyed by
     * (uploaded at, dealer id). A set only reaches review by an upload, so uploaded_at is set.
     */
    listByStatus(status: ReviewStatus, page: { limit: number; after: TimeIdKey | undefined }) {
      return db
        .select({
          id: users.id,
          ktId: users.ktId,
          username: users.username,
          accountType: users.accountType,
          email: users.email,
          status: dealerProfiles.documentsStatus,
          reason: dealerProfiles.documentsReason,
          uploadedAt: dealerProfiles.documentsUploadedAt,
          pageKeyAt: timeIdKeyAt(dealerProfiles.documentsUploadedAt),
        })
        .from(dealerProfiles)
        .innerJoin(users, eq(users.id, dealerProfiles.userId))
        .where(
          and(
            eq(dealerProfiles.documentsStatus, status),
            isNotNull(dealerProfiles.documentsUploadedAt),
            afterTimeIdKey(dealerProfiles.documentsUploadedAt, dealerProfiles.userId, page.after, 'oldest'),
          ),
        )
        .orderBy(asc(dealerProfiles.documentsUploadedAt), asc(dealerProfiles.userId))
        .limit(page.limit);
    },

    /** The files of the page's dealers, read in one query. */
    listFiles(dealerIds: readonly number[]) {
      if (dealerIds.length === 0) return Promise.resolve([]);
      return db
        .select({ dealerId: dealerDocuments.dealerId, field: dealerDocuments.field, storageKey: dealerDocuments.storageKey, mime: dealerDocuments.mime, bytes: dealerDocuments.bytes })
        .from(dealerDocuments)
        .where(inArray(dealerDocuments.dealerId, [...dealerIds]))
        .orderBy(asc(dealerDocuments.id));
    },

    /**
     * Decides a set awaiting review in one transaction: the profile row locked, so two admins
     * at once (or an admin and a re-upload) take turns and the second decision finds it decided
     * (409); the audit row written with it, and the dealer's mail (`mailFor`) queued with it.
     */
    decide(adminId: number, dealerId: number, decision: Decision, mailFor: (dealer: { email: string; username: string; ktId: string }) => MailMessage) {
      return db.transaction(async (tx) => {
        const [dealer] = await tx
          .select({ id: users.id, email: users.email, username: users.username, ktId: users.ktId, category: users.accountCategory })
          .from(users)
          .where(eq(users.id, dealerId));
        if (dealer?.category !== 'dealer') throw new AppError('NOT_FOUND', messages.admin.documentsDealerNotFound);
        const [profile] = await tx
          .select({ status: dealerProfiles.documentsStatus })
          .from(dealerProfiles)
          .where(eq(dealerProfiles.userId, dealerId))
          .for('update');
        if (profile?.status !== 'Awaiting review') throw new AppError('CONFLICT', messages.admin.documentsNotAwaiting);
        await tx
          .update(dealerProfiles)
          .set({ documentsStatus: decision.verify ? 'Verified' : 'Rejected', documentsReason: decision.verify ? null : decision.reason })
          .where(eq(dealerProfiles.userId, dealerId));
        await recordAdminAction(tx, {
          adminId,
          action: decision.verify ? 'documents.verify' : 'documents.reject',
          targetKind: 'dealer',
          targetId: dealer.id,
          detail: `${dealer.username} (${dealer.ktId})${decision.verify ? '' : `: ${decision.reason}`}`,
        });
        await jobs.sendMail(tx, mailFor(dealer));
        return dealer;
      });
    },
  };
}

/** Issue 15: an admin opens the dealers' private documents and marks each set verified or rejected with a reason. */
export const documentReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createDocumentReviewsRepo(app.deps.db, app.deps.jobs);
  const adminOnly = authenticate('admin');
  const { config } = app.deps;
  const documentsPage = `${config.publicUrl}/dealer/settings/documentupload`;

  app.get(
    adminEndpoints.adminDocuments,
    { onRequest: adminOnly, schema: { querystring: ZDocumentReviewQuery, response: { 200: ZDocumentReviewList } } },
    async (request, reply) => {
      const { status } = request.query;
      const rows = await privateTimeIdPage(request, reply, (page) => repo.listByStatus(status, page));
      const files = await repo.listFiles(rows.map((row) => row.id));
      return rows.map(
        (row): DocumentReview => ({
          id: row.id,
          KT_ID: row.ktId,
          username: row.username,
          account_type: row.accountType,
          email: row.email,
          uploaded_at: row.uploadedAt?.toISOString() ?? null,
          status,
          reason: row.reason,
          documents: files
            .filter((file) => file.dealerId === row.id)
            .flatMap((file) => (isDocumentField(file.field) ? [{ field: file.field, url: privateFileUrl(config.publicUrl, file.storageKey), type: file.mime, bytes: file.bytes }] : []))
            .sort((a, b) => fieldOrder(a.field) - fieldOrder(b.field)),
        }),
      );
    },
  );

  app.post(
    '/v3/admin/documents/:id/verify/',
    { onRequest: adminOnly, schema: { params: ZIdParams, response: { 200: ZMsgResponse } } },
    async (request) => {
      await repo.decide(
        currentUser(request).userId,
        request.params.id,
        { verify: true },
        (dealer) =>
          noticeEmail({
          to: dealer.email,
          subject: 'Your documents are verified',
          greeting: `Hello ${dealer.username},`,
          intro: 'We have checked the documents you uploaded and marked them verified. Thank you.',
          rows: [['KT ID', dealer.ktId], ['Status', 'Verified']],
          action: { label: 'See your documents', link: documentsPage },
          }),
      );
      return { msg: messages.admin.documentsVerified };
    },
  );

  app.post(
    '/v3/admin/documents/:id/reject/',
    {
      onRequest: adminOnly,
      config: { validationMessage: messages.admin.reasonRequired },
      schema: { params: ZIdParams, body: ZDocumentRejection, response: { 200: ZMsgResponse } },
    },
    async (request) => {
      const { reason } = request.body;
      await repo.decide(
        currentUser(request).userId,
        request.params.id,
        { verify: false, reason },
        (dealer) =>
          noticeEmail({
          to: dealer.email,
          subject: 'Your documents were not accepted',
          greeting: `Hello ${dealer.username},`,
          intro: 'We have checked the documents you uploaded and could not accept them. Please upload them again with the change below.',
          rows: [['KT ID', dealer.ktId], ['Status', 'Rejected'], ['Reason', reason]],
          action: { label: 'Upload your documents', link: documentsPage },
          }),
      );
      return { msg: messages.admin.documentsRejected };
    },
  );
};
