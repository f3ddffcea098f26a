import type { Utype } from '@kt/contract/accounts/fields';
import { databaseChecker } from '@kt/contract/routes';
import { ApiError } from '../../../lib/api-client.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** verified: a verified account exists; unverified: one exists and the server just sent it a new link; missing: none. */
export type AccountStatus = 'verified' | 'unverified' | 'missing';

/**
 * GET /v3/api/database-checker/{utype}/{email}. The spec's answers are all non-2xx
 * (302 exists, 403 unverified, 404 missing); fetch hands the 302 back as it is because it
 * has no Location header. Any other failure is thrown.
 */
export async function checkAccount(utype: Utype, email: string): Promise<AccountStatus> {
  try {
    await callEndpoint(databaseChecker, { params: { utype, email } });
    return 'verified';
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 302) return 'verified';
      if (error.status === 403) return 'unverified';
      if (error.status === 404) return 'missing';
    }
    throw error;
  }
}
