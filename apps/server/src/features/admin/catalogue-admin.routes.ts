import { z } from 'zod';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminCatalogue,
  ZAdminCategory,
  ZAdminSubcategory,
  ZCatalogueCreateFields,
  ZCatalogueUpdateFields,
  type AdminCategory,
  type AdminSubcategory,
  type CatalogueUpdateFields,
} from '@kt/contract/admin/catalogue';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { AppError } from '@kt/contract/errors';
import { ZId } from '@kt/contract/ids';
import { messages } from '@kt/contract/messages';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import { discardStoredFile, type FileStorage } from '../../platform/files/storage.ts';
import { optionalFile, requireFile } from '../../platform/files/uploads.ts';
import { createCatalogueAdminRepo, type CatalogueChange, type CategoryRow, type SubcategoryRow } from './catalogue-admin.repo.ts';
import { isCatalogueKey, storeCatalogueImage } from './catalogue-images.ts';

const ZIdParams = z.object({ id: ZId });

export function subcategoryEntry(storage: FileStorage, row: SubcategoryRow): AdminSubcategory {
  return {
    id: row.id,
    category_id: row.categoryId,
    name: row.name,
    image: storage.urlFor(row.imageKey),
    position: row.position,
    retired: row.retiredAt !== null,
  };
}

function categoryEntry(storage: FileStorage, row: CategoryRow, subcategoryRows: readonly SubcategoryRow[]): AdminCategory {
  return {
    id: row.id,
    name: row.name,
    image: storage.urlFor(row.imageKey),
    position: row.position,
    retired: row.retiredAt !== null,
    subcategories: subcategoryRows.map((sub) => subcategoryEntry(storage, sub)),
  };
}

/**
 * Runs a catalogue write with a newly stored picture: when the write fails (a name taken, the
 * entry gone) the picture is removed again, as no row points at it.
 */
async function withNewImage<T>(storage: FileStorage, log: FastifyBaseLogger, newKey: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (newKey) await discardStoredFile(storage, newKey, log);
    throw error;
  }
}

/** A PATCH body and its optional picture as one change; 400 when it changes nothing. */
function requestedChange(request: FastifyRequest, fields: CatalogueUpdateFields): { change: CatalogueChange; picture: Buffer | undefined } {
  const picture = optionalFile(request, 'image');
  const change: CatalogueChange = { name: fields.name, position: fields.position, retired: fields.retired };
  if (picture === undefined && Object.values(change).every((value) => value === undefined)) {
    throw new AppError('VALIDATION', messages.admin.catalogueNothingToChange);
  }
  return { change, picture };
}

/**
 * The catalogue edited by admins (issue 15): categories and subcategories with pictures. Retire,
 * never delete: orders name subcategories. Every change writes an audit row in its transaction;
 * the public lists are told by the database's change trigger ('*', migration 0008).
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const repo = createCatalogueAdminRepo(db);
  const adminOnly = authenticate('admin');

  /** A replaced picture the console stored is removed; a seed picture stays (it ships with the app and may be shared). */
  const discardReplaced = async (log: FastifyBaseLogger, previousKey: string, currentKey: string) => {
    if (previousKey !== currentKey && isCatalogueKey(previousKey)) await discardStoredFile(storage, previousKey, log);
  };

  app.get(adminEndpoints.adminCategories, { onRequest: adminOnly, schema: { response: { 200: ZAdminCatalogue } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const rows = await repo.listCatalogue();
    return rows.map((row) => categoryEntry(storage, row, row.subcategories));
  });

  app.post(
    adminEndpoints.adminCategories,
    { onRequest: adminOnly, schema: { body: ZCatalogueCreateFields, response: { 201: ZAdminCategory } } },
    async (request, reply) => {
      // Too large a picture never gets here: the body layer stops it while streaming (413).
      const picture = requireFile(request, 'image', messages.admin.catalogueImageRequired);
      const imageKey = await storeCatalogueImage(storage, picture);
      const row = await withNewImage(storage, request.log, imageKey, () =>
        repo.createCategory(currentUser(request).userId, { name: request.body.name, imageKey, position: request.body.position }),
      );
      return reply.code(201).send(categoryEntry(storage, row, []));
    },
  );

  app.patch(
    '/v3/admin/categories/:id/',
    { onRequest: adminOnly, schema: { params: ZIdParams, body: ZCatalogueUpdateFields, response: { 200: ZAdminCategory } } },
    async (request) => {
      const { change, picture } = requestedChange(request, request.body);
      const newKey = picture ? await storeCatalogueImage(storage, picture) : undefined;
      const updated = await withNewImage(storage, request.log, newKey, async () => {
        const result = await repo.updateCategory(currentUser(request).userId, request.params.id, { ...change, imageKey: newKey });
        if (!result) throw new AppError('NOT_FOUND', messages.admin.categoryNotFound);
        return result;
      });
      await discardReplaced(request.log, updated.previousImageKey, updated.row.imageKey);
      return categoryEntry(storage, updated.row, await repo.listSubcategoriesOf(updated.row.id));
    },
  );

  app.post(
    '/v3/admin/categories/:id/subcategories/',
    { onRequest: adminOnly, schema: { params: ZIdParams, body: ZCatalogueCreateFields, response: { 201: ZAdminSubcategory } } },
    async (request, reply) => {
      const picture = requireFile(request, 'image', messages.admin.catalogueImageRequired);
      const imageKey = await storeCatalogueImage(storage, picture);
      const row = await withNewImage(storage, request.log, imageKey, () =>
        repo.createSubcategory(currentUser(request).userId, request.params.id, { name: request.body.name, imageKey, position: request.body.position }),
      );
      return reply.code(201).send(subcategoryEntry(storage, row));
    },
  );

  app.patch(
    '/v3/admin/subcategories/:id/',
    { onRequest: adminOnly, schema: { params: ZIdParams, body: ZCatalogueUpdateFields, response: { 200: ZAdminSubcategory } } },
    async (request) => {
      const { change, picture } = requestedChange(request, request.body);
      const newKey = picture ? await storeCatalogueImage(storage, picture) : undefined;
      const updated = await withNewImage(storage, request.log, newKey, async () => {
        const result = await repo.updateSubcategory(currentUser(request).userId, request.params.id, { ...change, imageKey: newKey });
        if (!result) throw new AppError('NOT_FOUND', messages.admin.subcategoryNotFound);
        return result;
      });
      await discardReplaced(request.log, updated.previousImageKey, updated.row.imageKey);
      return subcategoryEntry(storage, updated.row);
    },
  );
};
