import { jwtVerify, SignJWT } from 'jose';
import type { AccountCategory, AccountType } from '@kt/contract/accounts/account-types';

export const accessTokenSeconds = 15 * 60;

/**
 * `sessionId` is the refresh-token family the token was issued for (claim `sid`): the guard
 * refuses the token once that sign-in is revoked (logout, password reset, a replayed refresh).
 */
export type AccessClaims = { userId: number; category: AccountCategory; accountType: AccountType; sessionId: string };

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(claims: AccessClaims): Promise<string> {
      return new SignJWT({ cat: claims.category, typ: claims.accountType, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${accessTokenSeconds}s`)
        .sign(key);
    },
    /** The claims of a valid, unexpired token, or null. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const { cat, typ, sid } = payload;
        if (!Number.isInteger(userId) || typeof cat !== 'string' || typeof typ !== 'string' || typeof sid !== 'string') return null;
        return { userId, category: cat as AccountCategory, accountType: typ as AccountType, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
