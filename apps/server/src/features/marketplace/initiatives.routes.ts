import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMsgResponse } from '@kt/contract/accounts/sign-up';
import { endpoints } from '@kt/contract/endpoints';
import { AppError } from '@kt/contract/errors';
import { ZId } from '@kt/contract/ids';
import { limits } from '@kt/contract/limits';
import { ZInitiativeFields } from '@kt/contract/marketplace/initiatives';
import { ZDealerInitiative, ZDealerInitiativeList, ZInitiativeListQuery, type DealerInitiative } from '@kt/contract/marketplace/page';
import { messages } from '@kt/contract/messages';
import { ZPageQuery } from '@kt/contract/paging';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import { detectFileType, isImage } from '../../platform/files/file-types.ts';
import { pageOf, readPageRequest, setNextLink, ZTimeIdKey, type TimeIdKey } from '../../platform/http/paging.ts';
import { sendCachedAnswer } from '../../platform/cache/list-cache.ts';
import { discardStoredFile, randomKeyPart, type FileStorage } from '../../platform/files/storage.ts';
import { optionalFile } from '../../platform/files/uploads.ts';
import { createInitiativesRepo, type PhotoChange } from './initiatives.repo.ts';

const ZIdParams = z.object({ id: ZId });
const ZListQuery = ZPageQuery.extend(ZInitiativeListQuery.shape);

/**
 * The photo of a multipart body stored under a new public key, or undefined without one. Too
 * large a photo never gets here: the body layer stops it while streaming (413).
 */
async function storePhoto(request: FastifyRequest, storage: FileStorage): Promise<string | undefined> {
  const photo = optionalFile(request, 'photo');
  if (!photo) return undefined;
  const type = detectFileType(photo);
  if (!isImage(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.marketplaceArea.initiativePhotoWrongType, { photo: [messages.marketplaceArea.initiativePhotoWrongType] });
  // Public on purpose: the photo is shown on the dealer's marketplace page.
  const key = `initiatives/${randomKeyPart()}.${type.extension}`;
  await storage.put(key, photo);
  return key;
}

/** Runs the write of a row that is to point at a newly stored photo: when it fails, the photo goes. */
async function keepingPhoto<T>(request: FastifyRequest, storage: FileStorage, key: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (key) await discardStoredFile(storage, key, request.log);
    throw error;
  }
}

/**
 * Spec 3 'Dealer initiative': what a dealer does beyond buying scrap, shown on their public
 * marketplace page. Anyone reads them; the dealer adds, edits and removes their own.
 */
export const initiativesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, listCache } = app.deps;
  const repo = createInitiativesRepo(db);
  const dealerOnly = authenticate('dealer');
  const initiativeOf = (row: { id: number; dealerId: number; photoKey: string | null; message: string }): DealerInitiative => ({
    id: row.id,
    dealer_id: row.dealerId,
    photo: row.photoKey ? storage.urlFor(row.photoKey) : null,
    message: row.message,
  });

  app.get(
    endpoints.dealerInitiatives,
    { schema: { querystring: ZListQuery, response: { 200: ZDealerInitiativeList } } },
    async (request, reply) => {
      const page = readPageRequest(request.query, ZTimeIdKey);
      const { dealer_id: dealerId } = request.query;
      // One dealer's first page (the spec's page filters by dealer): held in memory until the
      // dealer's data changes ('dealer:<id>', migration 0009). A dealer has at most
      // limits.initiativesMax, so a page that size or larger holds them all and needs no next link.
      if (dealerId !== undefined && page.after === undefined && page.pageSize >= limits.initiativesMax) {
        const answer = await listCache.answer(`initiatives:${dealerId}:${page.pageSize}`, [`dealer:${dealerId}`], async () => {
          const rows = await repo.listPublic(dealerId, page);
          // More than fit (written past the app's limit): not cached, the paged answer below.
          return rows.length > page.pageSize ? '' : String(reply.serialize(rows.map(initiativeOf)));
        });
        if (answer.body !== '') return sendCachedAnswer(request.headers['if-none-match'], reply, answer, { status: 200, cacheControl: 'public, no-cache', revalidate: true });
      }
      const rows = await repo.listPublic(dealerId, page);
      const { items, nextLink } = pageOf(rows, page, (row): TimeIdKey => [row.pageKeyAt, row.id], request.url);
      setNextLink(reply, nextLink);
      // Public, but a change must show at the next load: caches keep a copy and ask again.
      reply.header('Cache-Control', 'public, no-cache');
      return items.map(initiativeOf);
    },
  );

  app.post(
    endpoints.dealerInitiatives,
    { onRequest: dealerOnly, schema: { body: ZInitiativeFields, response: { 201: ZDealerInitiative } } },
    async (request, reply) => {
      const dealerId = currentUser(request).userId;
      // A full list is refused before its photo is stored; addWithin decides for certain.
      if ((await repo.countForDealer(dealerId)) >= limits.initiativesMax) throw new AppError('CONFLICT', messages.marketplaceArea.initiativesFull);
      const photoKey = (await storePhoto(request, storage)) ?? null;
      const row = await keepingPhoto(request, storage, photoKey, () => repo.addWithin(limits.initiativesMax, { dealerId, message: request.body.message, photoKey }));
      if (!row) {
        if (photoKey) await discardStoredFile(storage, photoKey, request.log);
        throw new AppError('CONFLICT', messages.marketplaceArea.initiativesFull);
      }
      return reply.code(201).send(initiativeOf(row));
    },
  );

  app.patch(
    '/api3/dealer_initiatives/dealer_initiatives/:id/',
    { onRequest: dealerOnly, schema: { params: ZIdParams, body: ZInitiativeFields, response: { 200: ZDealerInitiative } } },
    async (request) => {
      const { message, remove_photo: removePhoto } = request.body;
      const dealerId = currentUser(request).userId;
      // One answer for 'another dealer's' and 'not there', so ids cannot be probed; checked
      // before a photo is stored, and again (locked) by updateOwned.
      const notFound = () => new AppError('NOT_FOUND', messages.marketplaceArea.initiativeNotFound);
      if (!(await repo.isOwned(dealerId, request.params.id))) throw notFound();
      const newKey = await storePhoto(request, storage);
      // A new photo replaces the old one; without one, remove_photo 'true' drops it.
      const photo: PhotoChange = newKey ? { kind: 'set', key: newKey } : removePhoto ? { kind: 'set', key: null } : { kind: 'keep' };
      const updated = await keepingPhoto(request, storage, newKey, () => repo.updateOwned(dealerId, request.params.id, message, photo));
      if (!updated) {
        // Removed meanwhile.
        if (newKey) await discardStoredFile(storage, newKey, request.log);
        throw notFound();
      }
      const { row, previousPhotoKey } = updated;
      if (previousPhotoKey && previousPhotoKey !== row.photoKey) await discardStoredFile(storage, previousPhotoKey, request.log);
      return initiativeOf(row);
    },
  );

  app.delete(
    '/api3/dealer_initiatives/dealer_initiatives/:id/',
    { onRequest: dealerOnly, schema: { params: ZIdParams, response: { 200: ZMsgResponse } } },
    async (request) => {
      const deleted = await repo.deleteOwned(currentUser(request).userId, request.params.id);
      if (!deleted) throw new AppError('NOT_FOUND', messages.marketplaceArea.initiativeNotFound);
      if (deleted.photoKey) await discardStoredFile(storage, deleted.photoKey, request.log);
      return { msg: messages.marketplaceArea.initiativeRemoved };
    },
  );
};
