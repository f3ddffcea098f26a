import type { AdminSubcategory } from '@kt/contract/admin/catalogue';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { catalogueEntryBody, type CatalogueEntryDraft } from './catalogue-entry-body.ts';
import { useCatalogueChange } from './use-catalogue-change.ts';

export type SubcategoryChange = { id: number } & Partial<CatalogueEntryDraft> & { retired?: boolean };

/** PATCH /v3/admin/subcategories/{id}/ as multipart (any of name, position, retired, image): 200 with the subcategory. */
export function updateSubcategory({ id, ...change }: SubcategoryChange): Promise<AdminSubcategory> {
  return callEndpoint(adminRoutes.adminUpdateSubcategory, { params: { id }, body: catalogueEntryBody(change), auth: true });
}

export function useUpdateSubcategory() {
  return useCatalogueChange(updateSubcategory);
}
