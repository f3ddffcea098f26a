import type { Utype } from '@kt/contract/accounts/fields';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import { endpoints } from '@kt/contract/endpoints';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v3/api/regenerate-verification-email/{utype}/ (email): a new verification link for an unverified account. */
export function regenerateVerification(utype: Utype, email: string): Promise<MsgResponse> {
  return apiFetch<MsgResponse>(endpoints.regenerateVerification(utype), { method: 'POST', json: { email } });
}
