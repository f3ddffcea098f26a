import { customerLogout, dealerLogout } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { utypeOf } from '../utype.ts';

/**
 * POST /v3/api/logout/{utype}/{refresh} with the access token, then forget the session, the
 * cart, the order draft and any sign-up in progress. The local session ends whatever the
 * server says: a 401 (spec 8) or no network must not leave someone signed in on this device.
 */
export async function logout(): Promise<void> {
  const auth = browserStorage.getAuth();
  if (auth) {
    try {
      const route = utypeOf(auth.account_type) === 'dealer' ? dealerLogout : customerLogout;
      await callEndpoint(route, { params: { refresh: auth.tokens.refresh }, auth: true, refreshOnUnauthorized: false });
    } catch {
      // Ended locally below; the refresh token expires on the server by itself.
    }
  }
  browserStorage.clearSession();
}
