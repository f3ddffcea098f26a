import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import type { AdminPasswordChange } from '@kt/contract/admin/password';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** POST /v3/admin/password/: the signed-in admin's new password; 400 with per-field messages when refused. */
export function changeAdminPassword(change: AdminPasswordChange): Promise<MsgResponse> {
  return callEndpoint(adminRoutes.adminPassword, { json: change, auth: true });
}
