import { useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '@kt/contract/admin/catalogue';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { catalogueKeys } from './query-keys.ts';

/** GET /v3/admin/categories/: every category, retired too, with its subcategories. */
export function getCatalogue(): Promise<AdminCategory[]> {
  return callEndpoint(adminRoutes.adminCategories, { auth: true });
}

export function useAdminCatalogue() {
  return useQuery({ queryKey: catalogueKeys.catalogue, queryFn: getCatalogue });
}
