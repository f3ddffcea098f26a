import type { FastifyInstance } from 'fastify';
import { adminCatalogueEndpoints } from '@kt/contract/admin/catalogue.endpoints';
import type { AdminCategory, AdminSubcategory } from '@kt/contract/admin/catalogue';
import { currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { optionalFile, requireFile } from '../../platform/files/uploads.ts';
import type { CategoryRow, SubcategoryRow } from './catalogue-admin.repo.ts';
import type { CatalogueAdminService } from './catalogue-admin.service.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

/** The picture's field in a catalogue entry's body. */
const pictureField = 'image';

function subcategoryEntry(storage: FileStorage, row: SubcategoryRow): AdminSubcategory {
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

/** Issue 15: the catalogue edited by admins, categories and subcategories with pictures. */
export function catalogueAdminHandlers(app: FastifyInstance, { catalogue, storage }: { catalogue: CatalogueAdminService; storage: FileStorage }) {
  handle(app, adminCatalogueEndpoints.adminCategories, async () => {
    const rows = await catalogue.listCatalogue();
    return rows.map((row) => categoryEntry(storage, row, row.subcategories));
  });

  handle(app, adminCatalogueEndpoints.adminAddCategory, async (request) => {
    // Too large a picture never gets here: the body layer stops it while streaming (413).
    const picture = requireFile(request, pictureField, adminMessages.catalogueImageRequired);
    const row = await catalogue.addCategory(currentUser(request).userId, request.body, picture, request.log);
    return categoryEntry(storage, row, []);
  });

  handle(app, adminCatalogueEndpoints.adminUpdateCategory, async (request) => {
    const { row, subcategories } = await catalogue.updateCategory(
      currentUser(request).userId,
      request.params.id,
      request.body,
      optionalFile(request, pictureField),
      request.log,
    );
    return categoryEntry(storage, row, subcategories);
  });

  handle(app, adminCatalogueEndpoints.adminAddSubcategory, async (request) => {
    const picture = requireFile(request, pictureField, adminMessages.catalogueImageRequired);
    const row = await catalogue.addSubcategory(currentUser(request).userId, request.params.id, request.body, picture, request.log);
    return subcategoryEntry(storage, row);
  });

  handle(app, adminCatalogueEndpoints.adminUpdateSubcategory, async (request) => {
    const row = await catalogue.updateSubcategory(currentUser(request).userId, request.params.id, request.body, optionalFile(request, pictureField), request.log);
    return subcategoryEntry(storage, row);
  });
}
