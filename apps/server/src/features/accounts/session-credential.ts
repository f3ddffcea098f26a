import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountCategory } from '@kt/contract/accounts/account-types';
import { authenticate } from '../../platform/auth/guard.ts';
import type { AccountsService } from './accounts.service.ts';

/** The token of an Authorization header, after an optional 'Bearer ' (a refresh token may come raw). */
function headerToken(header: string | undefined): string | undefined {
  const token = header?.trim().replace(/^Bearer\s+/i, '');
  return token || undefined;
}

/** An access token is a JWT (three dot-separated parts); a refresh token has no dot. */
const isAccessToken = (token: string) => token.split('.').length === 3;

/**
 * onRequest hook of logout and view-profile, whose credential spec 7 names as the refresh
 * token (in the path, and sent along in the Authorization header). An access token in the header
 * is checked as on every protected route (our web client sends one); without one, the refresh
 * tokens in the header (raw or Bearer) and in the path name the caller, and each must be live.
 * `pathParam` is the parameter that holds the refresh token (or, for view-profile, an id).
 */
export function authenticateBySession(service: Pick<AccountsService, 'callerByRefresh'>, categories: readonly AccountCategory[], pathParam: string) {
  const byAccessToken = authenticate(...categories);
  return async function authenticateSession(request: FastifyRequest, reply: FastifyReply) {
    const fromHeader = headerToken(request.headers.authorization);
    if (fromHeader && isAccessToken(fromHeader)) return byAccessToken(request, reply);
    const fromPath = (request.params as Record<string, string | undefined>)[pathParam];
    // A number in the path is an account id (view-profile), not a credential.
    const tokens = [fromHeader, fromPath && !/^\d+$/.test(fromPath) ? fromPath : undefined].filter((token) => token !== undefined);
    request.auth = await service.callerByRefresh(categories, [...new Set(tokens)]);
  };
}
