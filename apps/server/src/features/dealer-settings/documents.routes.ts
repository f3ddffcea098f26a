import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDealerAccountType } from '@kt/contract/accounts/account-types';
import { ZMsgResponse } from '@kt/contract/accounts/sign-up';
import { documentFields, documentStatuses, ZAddDocumentsRequest, ZDealerDocuments, type DocumentField } from '@kt/contract/dealer-settings/documents';
import { endpoints } from '@kt/contract/endpoints';
import { AppError } from '@kt/contract/errors';
import { ZId } from '@kt/contract/ids';
import { messages } from '@kt/contract/messages';
import { assertNamesCaller, authenticate, currentUser } from '../../platform/auth/guard.ts';
import { privateFileUrl } from '../../platform/files/private-files.ts';
import { checkDocumentFiles } from './document-files.ts';
import { createDocumentsRepo } from './documents.repo.ts';
import { discardStoredFile, randomKeyPart } from '../../platform/files/storage.ts';

const ZIdParams = z.object({ id: ZId });

const isDocumentField = (value: string): value is DocumentField => (documentFields as readonly string[]).includes(value);
const toStatus = (value: string) => documentStatuses.find((status) => status === value) ?? 'Not uploaded';

/** Spec 3 'Dealer document upload': the dealer's own identity and business documents, kept private. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config } = app.deps;
  const repo = createDocumentsRepo(db);

  app.post(
    endpoints.addDocuments,
    {
      onRequest: authenticate('dealer'),
      config: { validationMessage: messages.dealerSettings.documentsInvalid },
      schema: { body: ZAddDocumentsRequest, response: { 201: ZMsgResponse } },
    },
    async (request, reply) => {
      assertNamesCaller(request, request.body.dealer_id);
      const dealerId = currentUser(request).userId;
      const accountType = await repo.findAccountType(dealerId);
      if (!isDealerAccountType(accountType)) throw new AppError('FORBIDDEN', 'This account cannot do that.');
      const accepted = checkDocumentFiles(accountType, request.files);

      const stem = `documents/${dealerId}-${randomKeyPart(8)}`;
      const stored = accepted.map(({ field, data, type }) => ({
        field,
        storageKey: `${stem}-${field.toLowerCase()}.${type.extension}`,
        mime: type.mime,
        bytes: data.length,
        data,
      }));
      // Files first, so no row points at a missing file; when anything fails, this set's files go again.
      let replaced: string[];
      try {
        for (const file of stored) await storage.put(file.storageKey, file.data);
        replaced = await repo.replaceDocuments(
          dealerId,
          stored.map(({ data: _data, ...row }) => row),
          new Date(),
        );
      } catch (error) {
        for (const file of stored) await discardStoredFile(storage, file.storageKey, request.log);
        throw error;
      }
      // Nothing points at the replaced files any more: a private document is not kept longer than needed.
      for (const key of replaced) {
        await discardStoredFile(storage, key, request.log);
      }
      return reply.code(201).send({ msg: messages.dealerSettings.documentsUploaded });
    },
  );

  app.get(
    '/dealer_details/get_documents/:id/',
    { onRequest: authenticate('dealer'), schema: { params: ZIdParams, response: { 200: ZDealerDocuments } } },
    async (request, reply) => {
      assertNamesCaller(request, request.params.id);
      const dealerId = request.params.id;
      const [state, files] = await Promise.all([repo.findReviewState(dealerId), repo.listDocuments(dealerId)]);
      reply.header('Cache-Control', 'private, no-store');
      return {
        dealer_id: dealerId,
        status: toStatus(state?.status ?? 'Not uploaded'),
        reason: state?.reason ?? null,
        uploaded_at: state?.uploadedAt?.toISOString() ?? null,
        files: files.flatMap((file) =>
          isDocumentField(file.field)
            ? [{ field: file.field, url: privateFileUrl(config.publicUrl, file.storageKey), type: file.mime, bytes: file.bytes }]
            : [],
        ),
      };
    },
  );
};
