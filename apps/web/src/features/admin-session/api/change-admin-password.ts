import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import type { AdminPasswordChange } from '@kt/contract/admin/password';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v3/admin/password/: the signed-in admin's new password; 400 with per-field messages when refused. */
export function changeAdminPassword(change: AdminPasswordChange): Promise<MsgResponse> {
  return apiFetch<MsgResponse>(adminEndpoints.adminPassword, { method: 'POST', json: change, auth: true });
}
