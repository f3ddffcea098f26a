import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueCreateFields, CatalogueUpdateFields } from '@kt/contract/admin/catalogue';
import { AppError } from '@kt/contract/errors';
import { discardStoredFile, type FileStorage } from '../../platform/files/storage.ts';
import type { CatalogueAdminRepo, CatalogueChange } from './catalogue-admin.repo.ts';
import { isCatalogueKey, storeCatalogueImage } from './catalogue-images.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** A change's fields and its optional picture as one change; 400 when it changes nothing. */
function requestedChange(fields: CatalogueUpdateFields, picture: Buffer | undefined): CatalogueChange {
  const change: CatalogueChange = { name: fields.name, position: fields.position, retired: fields.retired };
  if (picture === undefined && Object.values(change).every((value) => value === undefined)) {
    throw new AppError('VALIDATION', adminMessages.catalogueNothingToChange);
  }
  return change;
}

type Deps = { repo: CatalogueAdminRepo; storage: FileStorage };

/**
 * The catalogue edited by admins (issue 15): categories and subcategories with pictures. Retire,
 * never delete: orders name subcategories. Every change writes an audit row in its transaction;
 * the public lists are told by the database's change trigger ('*', migration 0008).
 */
export function createCatalogueAdminService({ repo, storage }: Deps) {
  /**
   * Runs a catalogue write with a newly stored picture: when the write fails (a name taken, the
   * entry gone) the picture is removed again, as no row points at it.
   */
  async function withNewImage<T>(log: Log, newKey: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (newKey) await discardStoredFile(storage, newKey, log);
      throw error;
    }
  }

  /** A replaced picture the console stored is removed; a seed picture stays (it ships with the app and may be shared). */
  async function discardReplaced(log: Log, previousKey: string, currentKey: string) {
    if (previousKey !== currentKey && isCatalogueKey(previousKey)) await discardStoredFile(storage, previousKey, log);
  }

  return {
    listCatalogue: repo.listCatalogue,

    async addCategory(adminId: number, fields: CatalogueCreateFields, picture: Buffer, log: Log) {
      const imageKey = await storeCatalogueImage(storage, picture);
      return withNewImage(log, imageKey, () => repo.createCategory(adminId, { name: fields.name, imageKey, position: fields.position }));
    },

    /** The category as changed, with its subcategories. */
    async updateCategory(adminId: number, categoryId: number, fields: CatalogueUpdateFields, picture: Buffer | undefined, log: Log) {
      const change = requestedChange(fields, picture);
      const newKey = picture ? await storeCatalogueImage(storage, picture) : undefined;
      const updated = await withNewImage(log, newKey, async () => {
        const result = await repo.updateCategory(adminId, categoryId, { ...change, imageKey: newKey });
        if (!result) throw new AppError('NOT_FOUND', adminMessages.categoryNotFound);
        return result;
      });
      await discardReplaced(log, updated.previousImageKey, updated.row.imageKey);
      return { row: updated.row, subcategories: await repo.listSubcategoriesOf(updated.row.id) };
    },

    async addSubcategory(adminId: number, categoryId: number, fields: CatalogueCreateFields, picture: Buffer, log: Log) {
      const imageKey = await storeCatalogueImage(storage, picture);
      return withNewImage(log, imageKey, () => repo.createSubcategory(adminId, categoryId, { name: fields.name, imageKey, position: fields.position }));
    },

    async updateSubcategory(adminId: number, subcategoryId: number, fields: CatalogueUpdateFields, picture: Buffer | undefined, log: Log) {
      const change = requestedChange(fields, picture);
      const newKey = picture ? await storeCatalogueImage(storage, picture) : undefined;
      const updated = await withNewImage(log, newKey, async () => {
        const result = await repo.updateSubcategory(adminId, subcategoryId, { ...change, imageKey: newKey });
        if (!result) throw new AppError('NOT_FOUND', adminMessages.subcategoryNotFound);
        return result;
      });
      await discardReplaced(log, updated.previousImageKey, updated.row.imageKey);
      return updated.row;
    },
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
