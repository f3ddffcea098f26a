import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { customerAddresses, dealerProfiles, emailTokens, users } from '../../platform/db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type EmailTokenPurpose = 'verify' | 'reset';

export function createAccountsRepo(db: Db) {
  return {
    async findByEmail(category: string, email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.accountCategory, category), sql`lower(${users.email}) = ${email.toLowerCase()}`));
      return row;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Creates the account with what its kind needs beside it, in one transaction. */
    async createAccount(
      user: NewUser,
      extra: { address?: Omit<typeof customerAddresses.$inferInsert, 'userId'>; isDealer?: boolean },
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(users).values(user).returning();
        if (!created) throw new Error('user insert returned nothing');
        if (extra.address) await tx.insert(customerAddresses).values({ ...extra.address, userId: created.id });
        if (extra.isDealer) await tx.insert(dealerProfiles).values({ userId: created.id });
        return created;
      });
    },

    async setVerified(id: number) {
      await db.update(users).set({ isVerified: true, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async setPasswordHash(id: number, passwordHash: string) {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async setMobileNumber(id: number, mobileNumber: string) {
      await db.update(users).set({ mobileNumber, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async setProfilePicKey(id: number, key: string) {
      await db.update(users).set({ profilePicKey: key, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async insertEmailToken(userId: number, purpose: EmailTokenPurpose, tokenHash: string, expiresAt: Date) {
      await db.insert(emailTokens).values({ userId, purpose, tokenHash, expiresAt });
    },

    /** Marks earlier unused links of this purpose used, so only the newest works. */
    async retireEmailTokens(userId: number, purpose: EmailTokenPurpose) {
      await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    },

    /**
     * Uses a link once: marks it used and returns its user id when it is live, unused and of
     * this purpose; the update's WHERE makes two clicks at once succeed only once.
     */
    async consumeEmailToken(tokenHash: string, purpose: EmailTokenPurpose, now: Date): Promise<number | null> {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailTokens.userId });
      return row?.userId ?? null;
    },

    async findLiveEmailToken(tokenHash: string, purpose: EmailTokenPurpose, now: Date) {
      const [row] = await db
        .select()
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        );
      return row;
    },
  };
}
export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
