import { lt, or, and, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailTokens, refreshTokens } from '../db/schema/index.ts';

/**
 * The nightly sweep of tokens that can never be used again: e-mail links and refresh tokens a
 * day past their expiry (a day, so a replayed rotated token is still recognised until it could
 * not have worked anyway), and used e-mail links.
 */
export async function deleteExpiredTokens(db: Db): Promise<{ emailTokens: number; refreshTokens: number }> {
  const dayAgo = sql`now() - interval '1 day'`;
  const links = await db
    .delete(emailTokens)
    .where(or(lt(emailTokens.expiresAt, dayAgo), and(isNotNull(emailTokens.usedAt), lt(emailTokens.usedAt, dayAgo))))
    .returning({ id: emailTokens.id });
  const sessions = await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, dayAgo)).returning({ id: refreshTokens.id });
  return { emailTokens: links.length, refreshTokens: sessions.length };
}
