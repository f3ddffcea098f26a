import type { AdminCategory } from '@kt/contract/admin/catalogue';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { catalogueEntryBody, type CatalogueEntryDraft } from './catalogue-entry-body.ts';
import { useCatalogueChange } from './use-catalogue-change.ts';

/** POST /v3/admin/categories/ as multipart (name, position, the picture as image): 201 with the category. */
export function addCategory(draft: CatalogueEntryDraft): Promise<AdminCategory> {
  return callEndpoint(adminRoutes.adminAddCategory, { body: catalogueEntryBody(draft), auth: true });
}

export function useAddCategory() {
  return useCatalogueChange(addCategory);
}
