import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens } from '../db/schema/index.ts';
import { generateToken, hashToken } from './token-hash.ts';

export const refreshTokenDays = 30;

/** `family` is the sign-in (session) the token belongs to; access tokens carry it as `sid`. */
export type RefreshOutcome = { ok: true; userId: number; refresh: string; family: string } | { ok: false };

export function createRefreshTokens(db: Db, now: () => Date = () => new Date()) {
  /** Starts a sign-in: a new family with its first refresh token. */
  async function issue(userId: number): Promise<{ refresh: string; family: string }> {
    const raw = generateToken();
    const family = randomUUID();
    await db.insert(refreshTokens).values({
      userId,
      family,
      tokenHash: hashToken(raw),
      expiresAt: new Date(now().getTime() + refreshTokenDays * 86_400_000),
    });
    return { refresh: raw, family };
  }

  return {
    issue,

    /** Swaps a live refresh token for a new one. A replayed (already rotated) token revokes its family. */
    async rotate(raw: string): Promise<RefreshOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(raw))).for('update');
        if (!row || row.revokedAt || row.expiresAt <= now()) return { ok: false } as const;
        if (row.rotatedAt) {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: now() })
            .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt)));
          return { ok: false } as const;
        }
        await tx.update(refreshTokens).set({ rotatedAt: now() }).where(eq(refreshTokens.id, row.id));
        const fresh = generateToken();
        await tx.insert(refreshTokens).values({
          userId: row.userId,
          family: row.family,
          tokenHash: hashToken(fresh),
          expiresAt: new Date(now().getTime() + refreshTokenDays * 86_400_000),
        });
        return { ok: true, userId: row.userId, refresh: fresh, family: row.family } as const;
      });
    },

    /** The account and sign-in of a live refresh token (not revoked, rotated or expired), or null. */
    async findLive(raw: string): Promise<{ userId: number; family: string } | null> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(raw)));
      return row && !row.revokedAt && !row.rotatedAt && row.expiresAt > now() ? { userId: row.userId, family: row.family } : null;
    },

    /** Whether `raw` is a live refresh token of this user. */
    async isLiveFor(raw: string, userId: number): Promise<boolean> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(raw)));
      return Boolean(row && row.userId === userId && !row.revokedAt && !row.rotatedAt && row.expiresAt > now());
    },

    /** Ends the sign-in the token belongs to (its whole family). Returns false when it is not the user's. */
    async revoke(raw: string, userId: number): Promise<boolean> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(raw)));
      if (!row || row.userId !== userId) return false;
      await db
        .update(refreshTokens)
        .set({ revokedAt: now() })
        .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt)));
      return true;
    },

    async revokeAllFor(userId: number): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}
export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
