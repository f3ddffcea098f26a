import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CategoryRequestEntry, CategoryRequestStatus } from '@kt/contract/dealer-settings/category-requests';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import { detectFileType, isImage } from '../../platform/files/file-types.ts';
import { discardStoredFile, type FileStorage } from '../../platform/files/storage.ts';
import type { CategoryRequestsRepo } from './category-requests.repo.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

type RequestRow = Awaited<ReturnType<CategoryRequestsRepo['listByDealer']>>[number];

/** Spec 7 'Dealer settings': a dealer asks for a category the catalogue lacks, with a picture of it. */
export function createCategoryRequestsService({ repo, storage }: { repo: CategoryRequestsRepo; storage: FileStorage }) {
  return {
    entryOf: (row: RequestRow): CategoryRequestEntry => ({
      id: row.id,
      category_image: storage.urlFor(row.imageKey),
      category_name: row.categoryName,
      description: row.description,
      // The table's check constraint holds status to these values.
      status: row.status as CategoryRequestStatus,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
    }),

    /** The picture must be one by its content; too large a one never gets here (the body layer stops it while streaming, 413). */
    async request(values: { dealerId: number; categoryName: string; description: string }, picture: Buffer, log: Pick<FastifyBaseLogger, 'warn'>) {
      const type = detectFileType(picture);
      if (!isImage(type)) {
        const wrongType = dealerAreaMessages.categoryImageWrongType;
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', wrongType, { category_image: [wrongType] });
      }
      // Public on purpose: a picture of scrap, which may become the category's picture once an admin approves.
      // Hex keeps the key's first character a letter or digit, as storage keys require.
      const imageKey = `category-requests/${randomBytes(12).toString('hex')}.${type.extension}`;
      await storage.put(imageKey, picture);
      try {
        await repo.insertRequest({ ...values, imageKey });
      } catch (error) {
        await discardStoredFile(storage, imageKey, log);
        throw error;
      }
      return { msg: messages.dealerSettings.categoryRequested };
    },
  };
}
export type CategoryRequestsService = ReturnType<typeof createCategoryRequestsService>;
