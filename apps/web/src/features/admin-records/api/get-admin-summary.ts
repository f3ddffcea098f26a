import { useQuery } from '@tanstack/react-query';
import type { AdminSummary } from '@kt/contract/admin/home';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { adminRecordsKeys } from './query-keys.ts';

/** GET /v3/admin/summary/: what waits for an admin, and today's and this week's orders and sign-ups. */
export function getAdminSummary(): Promise<AdminSummary> {
  return callEndpoint(adminRoutes.adminSummary, { auth: true });
}

export function useAdminSummary() {
  return useQuery({ queryKey: adminRecordsKeys.summary, queryFn: getAdminSummary });
}
