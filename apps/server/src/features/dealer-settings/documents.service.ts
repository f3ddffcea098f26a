import type { FastifyBaseLogger } from 'fastify';
import { isDealerAccountType } from '@kt/contract/accounts/account-types';
import { documentFields, documentStatuses, type DealerDocuments, type DocumentField } from '@kt/contract/dealer-settings/documents';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import { privateFileUrl } from '../../platform/files/private-files.ts';
import { discardStoredFile, randomKeyPart, type FileStorage } from '../../platform/files/storage.ts';
import type { UploadedFile } from '../../platform/http/body-parsers.ts';
import { checkDocumentFiles } from './document-files.ts';
import type { DocumentsRepo } from './documents.repo.ts';

const isDocumentField = (value: string): value is DocumentField => (documentFields as readonly string[]).includes(value);
const toStatus = (value: string) => documentStatuses.find((status) => status === value) ?? 'Not uploaded';

/** Spec 3 'Dealer document upload': the dealer's own identity and business documents, kept private. */
export function createDocumentsService({ repo, storage, publicUrl }: { repo: DocumentsRepo; storage: FileStorage; publicUrl: string }) {
  return {
    /** A new set replaces the whole old one and goes back to review. */
    async upload(dealerId: number, files: Readonly<Record<string, UploadedFile>> | null, log: Pick<FastifyBaseLogger, 'warn'>) {
      const accountType = await repo.findAccountType(dealerId);
      if (!isDealerAccountType(accountType)) throw new AppError('FORBIDDEN', 'This account cannot do that.');
      const accepted = checkDocumentFiles(accountType, files);

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
        for (const file of stored) await discardStoredFile(storage, file.storageKey, log);
        throw error;
      }
      // Nothing points at the replaced files any more: a private document is not kept longer than needed.
      for (const key of replaced) await discardStoredFile(storage, key, log);
      return { msg: messages.dealerSettings.documentsUploaded };
    },

    /** The review state and the stored files, as private-file links. */
    async read(dealerId: number): Promise<DealerDocuments> {
      const [state, files] = await Promise.all([repo.findReviewState(dealerId), repo.listDocuments(dealerId)]);
      return {
        dealer_id: dealerId,
        status: toStatus(state?.status ?? 'Not uploaded'),
        reason: state?.reason ?? null,
        uploaded_at: state?.uploadedAt?.toISOString() ?? null,
        files: files.flatMap((file) =>
          isDocumentField(file.field) ? [{ field: file.field, url: privateFileUrl(publicUrl, file.storageKey), type: file.mime, bytes: file.bytes }] : [],
        ),
      };
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
