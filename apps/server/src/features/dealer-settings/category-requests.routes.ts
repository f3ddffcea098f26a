import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMsgResponse } from '@kt/contract/accounts/sign-up';
import { ZCategoryRequestFields, ZCategoryRequestList, type CategoryRequestStatus } from '@kt/contract/dealer-settings/category-requests';
import { endpoints } from '@kt/contract/endpoints';
import { AppError } from '@kt/contract/errors';
import { ZId } from '@kt/contract/ids';
import { messages } from '@kt/contract/messages';
import { ZPageQuery } from '@kt/contract/paging';
import { assertNamesCaller, authenticate } from '../../platform/auth/guard.ts';
import { detectFileType, isImage } from '../../platform/files/file-types.ts';
import { privateTimeIdPage } from '../../platform/http/paging.ts';
import { discardStoredFile } from '../../platform/files/storage.ts';
import { requireFile } from '../../platform/files/uploads.ts';
import { createCategoryRequestsRepo } from './category-requests.repo.ts';

const ZIdParams = z.object({ id: ZId });

/** Spec 7 'Dealer settings': a dealer asks for a category the catalogue lacks, with a picture of it. */
export const categoryRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const repo = createCategoryRequestsRepo(db);
  const dealerOnly = authenticate('dealer');

  app.get(
    '/dealer_details/get_category_request/:id/',
    { onRequest: dealerOnly, schema: { params: ZIdParams, querystring: ZPageQuery, response: { 200: ZCategoryRequestList } } },
    async (request, reply) => {
      assertNamesCaller(request, request.params.id);
      // One page, newest first, as a bare list; `Link: <…>; rel="next"` names the next one.
      const items = await privateTimeIdPage(request, reply, (page) => repo.listByDealer(request.params.id, page));
      return items.map((row) => ({
        id: row.id,
        category_image: storage.urlFor(row.imageKey),
        category_name: row.categoryName,
        description: row.description,
        // The table's check constraint holds status to these values.
        status: row.status as CategoryRequestStatus,
        reason: row.reason,
        created_at: row.createdAt.toISOString(),
      }));
    },
  );

  app.post(
    endpoints.addCategoryRequest,
    { onRequest: dealerOnly, schema: { body: ZCategoryRequestFields, response: { 201: ZMsgResponse } } },
    async (request, reply) => {
      const { dealer_id: dealerId, category_name: categoryName, description } = request.body;
      assertNamesCaller(request, dealerId);
      // Too large a picture never gets here: the body layer stops it while streaming (413).
      const picture = requireFile(request, 'category_image', messages.dealerArea.categoryImageRequired);
      const type = detectFileType(picture);
      if (!isImage(type)) {
        const wrongType = messages.dealerArea.categoryImageWrongType;
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', wrongType, { category_image: [wrongType] });
      }
      // Public on purpose: a picture of scrap, which may become the category's picture once an admin approves.
      // Hex keeps the key's first character a letter or digit, as storage keys require.
      const imageKey = `category-requests/${randomBytes(12).toString('hex')}.${type.extension}`;
      await storage.put(imageKey, picture);
      try {
        await repo.insertRequest({ dealerId, categoryName, description, imageKey });
      } catch (error) {
        await discardStoredFile(storage, imageKey, request.log);
        throw error;
      }
      return reply.code(201).send({ msg: messages.dealerSettings.categoryRequested });
    },
  );
};
