import { useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '@kt/contract/admin/catalogue';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogueKeys } from './query-keys.ts';

/** GET /v3/admin/categories/: every category, retired too, with its subcategories. */
export function getCatalogue(): Promise<AdminCategory[]> {
  return apiFetch<AdminCategory[]>(adminEndpoints.adminCategories, { auth: true });
}

export function useAdminCatalogue() {
  return useQuery({ queryKey: catalogueKeys.catalogue, queryFn: getCatalogue });
}
