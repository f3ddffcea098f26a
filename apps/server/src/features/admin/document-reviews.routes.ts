import type { FastifyInstance } from 'fastify';
import { adminReviewEndpoints } from '@kt/contract/admin/reviews.endpoints';
import type { DocumentReview } from '@kt/contract/admin/documents';
import { documentFields, type DocumentField } from '@kt/contract/dealer-settings/documents';
import { currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import { privateFileUrl } from '../../platform/files/private-files.ts';
import type { DocumentReviewsRepo } from './document-reviews.repo.ts';
import type { DocumentReviewsService } from './document-reviews.service.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

const isDocumentField = (value: string): value is DocumentField => (documentFields as readonly string[]).includes(value);
/** The order documents are shown in: the form's order (documentFields), not the upload's. */
const fieldOrder = (field: DocumentField) => documentFields.indexOf(field);

type Deps = { repo: Pick<DocumentReviewsRepo, 'listByStatus' | 'listFiles'>; reviews: DocumentReviewsService; publicUrl: string };

/** Issue 15: an admin opens the dealers' private documents and marks each set verified or rejected with a reason. */
export function documentReviewHandlers(app: FastifyInstance, { repo, reviews, publicUrl }: Deps) {
  handle(app, adminReviewEndpoints.adminDocuments, async (request, reply) => {
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
          .flatMap((file) => (isDocumentField(file.field) ? [{ field: file.field, url: privateFileUrl(publicUrl, file.storageKey), type: file.mime, bytes: file.bytes }] : []))
          .sort((a, b) => fieldOrder(a.field) - fieldOrder(b.field)),
      }),
    );
  });

  handle(app, adminReviewEndpoints.adminVerifyDocuments, async (request) => {
    await reviews.verify(currentUser(request).userId, request.params.id);
    return { msg: adminMessages.documentsVerified };
  });

  handle(app, adminReviewEndpoints.adminRejectDocuments, async (request) => {
    await reviews.reject(currentUser(request).userId, request.params.id, request.body.reason);
    return { msg: adminMessages.documentsRejected };
  });
}
