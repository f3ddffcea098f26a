import { adminAccountType } from '@kt/contract/accounts/account-types';
import { ZAuthRecord, type AuthRecord } from '@kt/contract/accounts/auth-record';
import type { SignInRequest } from '@kt/contract/accounts/sign-in';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v3/api/sign_in/admin/: the admin's auth record, or null when the answer is not an admin's. */
export async function adminSignIn(request: SignInRequest): Promise<AuthRecord | null> {
  const answer = ZAuthRecord.safeParse(await apiFetch<unknown>(adminEndpoints.adminSignIn, { method: 'POST', json: request }));
  return answer.success && answer.data.account_type === adminAccountType ? answer.data : null;
}
