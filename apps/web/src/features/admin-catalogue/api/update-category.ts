import type { AdminCategory } from '@kt/contract/admin/catalogue';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { catalogueEntryBody, type CatalogueEntryDraft } from './catalogue-entry-body.ts';
import { useCatalogueChange } from './use-catalogue-change.ts';

export type CategoryChange = { id: number } & Partial<CatalogueEntryDraft> & { retired?: boolean };

/** PATCH /v3/admin/categories/{id}/ as multipart (any of name, position, retired, image): 200 with the category. */
export function updateCategory({ id, ...change }: CategoryChange): Promise<AdminCategory> {
  return callEndpoint(adminRoutes.adminUpdateCategory, { params: { id }, body: catalogueEntryBody(change), auth: true });
}

export function useUpdateCategory() {
  return useCatalogueChange(updateCategory);
}
