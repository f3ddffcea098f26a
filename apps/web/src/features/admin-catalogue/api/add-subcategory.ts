import type { AdminSubcategory } from '@kt/contract/admin/catalogue';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogueEntryBody, type CatalogueEntryDraft } from './catalogue-entry-body.ts';
import { useCatalogueChange } from './use-catalogue-change.ts';

/** POST /v3/admin/categories/{id}/subcategories/ as multipart (name, position, the picture as image): 201 with the subcategory. */
export function addSubcategory({ categoryId, ...draft }: CatalogueEntryDraft & { categoryId: number }): Promise<AdminSubcategory> {
  return apiFetch<AdminSubcategory>(adminEndpoints.adminCategorySubcategories(categoryId), { method: 'POST', body: catalogueEntryBody(draft), auth: true });
}

export function useAddSubcategory() {
  return useCatalogueChange(addSubcategory);
}
