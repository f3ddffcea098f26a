import type { AdminCategory } from '@kt/contract/admin/catalogue';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogueEntryBody, type CatalogueEntryDraft } from './catalogue-entry-body.ts';
import { useCatalogueChange } from './use-catalogue-change.ts';

/** POST /v3/admin/categories/ as multipart (name, position, the picture as image): 201 with the category. */
export function addCategory(draft: CatalogueEntryDraft): Promise<AdminCategory> {
  return apiFetch<AdminCategory>(adminEndpoints.adminCategories, { method: 'POST', body: catalogueEntryBody(draft), auth: true });
}

export function useAddCategory() {
  return useCatalogueChange(addCategory);
}
