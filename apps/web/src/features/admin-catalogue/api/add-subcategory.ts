import type { AdminSubcategory } from '@kt/contract/admin/catalogue';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { catalogueEntryBody, type CatalogueEntryDraft } from './catalogue-entry-body.ts';
import { useCatalogueChange } from './use-catalogue-change.ts';

/** POST /v3/admin/categories/{id}/subcategories/ as multipart (name, position, the picture as image): 201 with the subcategory. */
export function addSubcategory({ categoryId, ...draft }: CatalogueEntryDraft & { categoryId: number }): Promise<AdminSubcategory> {
  return callEndpoint(adminRoutes.adminAddSubcategory, { params: { id: categoryId }, body: catalogueEntryBody(draft), auth: true });
}

export function useAddSubcategory() {
  return useCatalogueChange(addSubcategory);
}
