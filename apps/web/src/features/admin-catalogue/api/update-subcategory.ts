import type { AdminSubcategory } from '@kt/contract/admin/catalogue';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogueEntryBody, type CatalogueEntryDraft } from './catalogue-entry-body.ts';
import { useCatalogueChange } from './use-catalogue-change.ts';

export type SubcategoryChange = { id: number } & Partial<CatalogueEntryDraft> & { retired?: boolean };

/** PATCH /v3/admin/subcategories/{id}/ as multipart (any of name, position, retired, image): 200 with the subcategory. */
export function updateSubcategory({ id, ...change }: SubcategoryChange): Promise<AdminSubcategory> {
  return apiFetch<AdminSubcategory>(adminEndpoints.adminSubcategory(id), { method: 'PATCH', body: catalogueEntryBody(change), auth: true });
}

export function useUpdateSubcategory() {
  return useCatalogueChange(updateSubcategory);
}
