import type { CategoryApprovalKind, CategoryApprovalResponse } from '@kt/contract/admin/category-requests';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { useDecision } from './use-decision.ts';

export type Approval = { id: number; as: CategoryApprovalKind; categoryId?: number | undefined; name: string };

/** POST /v3/admin/category-requests/{id}/approve/: as a category, or as a subcategory of category_id, named `name`. */
export function approveCategoryRequest({ id, as, categoryId, name }: Approval): Promise<CategoryApprovalResponse> {
  const json = { as, name, ...(as === 'subcategory' && categoryId !== undefined ? { category_id: categoryId } : {}) };
  return callEndpoint(adminRoutes.adminApproveCategoryRequest, { params: { id }, json, auth: true });
}

export function useApproveCategoryRequest() {
  return useDecision(approveCategoryRequest, true);
}
