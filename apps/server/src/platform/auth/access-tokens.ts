import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AccountCategory, AccountType } from '@kt/contract/accounts/account-types';

export const accessTokenSeconds = 15 * 60;

/**
 * `sessionId` is the refresh-token family the token was issued for (claim `sid`): the guard
 * refuses the token once that sign-in is revoked (logout, password reset, a replayed refresh).
 */
export type AccessClaims = { userId: number; category: AccountCategory; accountType: AccountType; sessionId: string };

/** Verified tokens remembered (about 0.4 KB each); beyond this the oldest are forgotten. */
const rememberedTokensMax = 10_000;

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  // A token's signature is checked once: the same string is the same valid signature until it
  // expires (revocation is the guard's database check, made on every request). An HMAC per
  // request was a tenth of a checkout's CPU.
  const verified = new LRUCache<string, { claims: AccessClaims; expiresAtMs: number }>({ max: rememberedTokensMax });
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
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const { cat, typ, sid, exp } = payload;
        if (!Number.isInteger(userId) || typeof cat !== 'string' || typeof typ !== 'string' || typeof sid !== 'string') return null;
        const claims: AccessClaims = { userId, category: cat as AccountCategory, accountType: typ as AccountType, sessionId: sid };
        if (typeof exp === 'number') {
          verified.set(token, { claims, expiresAtMs: exp * 1000 });
        }
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
