import { jwtVerify, SignJWT } from 'jose';
import type { AccountCategory, AccountType } from '@kt/contract/accounts/account-types';

export const accessTokenSeconds = 15 * 60;

export type AccessClaims = { userId: number; category: AccountCategory; accountType: AccountType };

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(claims: AccessClaims): Promise<string> {
      return new SignJWT({ cat: claims.category, typ: claims.accountType })
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
        if (!Number.isInteger(userId) || typeof payload.cat !== 'string' || typeof payload.typ !== 'string') return null;
        return { userId, category: payload.cat as AccountCategory, accountType: payload.typ as AccountType };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
