import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { nationalDigits } from '@kt/contract/phone/mobile-number';
import { listCacheChannel } from '../../platform/cache/list-cache.ts';
import type { Db } from '../../platform/db/client.ts';
import { customerAddresses, dealerEmployees, dealerProfiles, emailTokens, users } from '../../platform/db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type EmailTokenPurpose = 'verify' | 'reset';

/**
 * Stands for "no password yet": not an argon2 encoding, so no password verifies against it. An
 * unverified account gets it when someone claims its e-mail without showing its pending
 * password; its owner then chooses one through a mailed link (decision 002).
 */
export const noPassword = '!';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a new account holds beside its row: a customer's first address, or a dealer's profile. */
export type AccountExtra = { address?: Omit<typeof customerAddresses.$inferInsert, 'userId'>; isDealer?: boolean };

/** Inserts the account and what its kind needs beside it through `ex` (a transaction the caller holds). */
export async function insertAccount(ex: Executor, user: NewUser, extra: AccountExtra): Promise<UserRow> {
  const [created] = await ex.insert(users).values(user).returning();
  if (!created) throw new Error('user insert returned nothing');
  if (extra.address) await ex.insert(customerAddresses).values({ ...extra.address, userId: created.id });
  if (extra.isDealer) await ex.insert(dealerProfiles).values({ userId: created.id });
  return created;
}

/** The account that signs in with this +91 number (issue 27), of any category. */
export async function findByMobile(ex: Executor, mobileE164: string): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.mobileE164, mobileE164));
  return row;
}

/** Whether an employee's dealer is active and verified (an employee works only while their dealer does). */
export async function isEmployerActive(ex: Executor, employeeId: number): Promise<boolean> {
  const [row] = await ex
    .select({ isActive: users.isActive, isVerified: users.isVerified })
    .from(dealerEmployees)
    .innerJoin(users, eq(users.id, dealerEmployees.dealerId))
    .where(eq(dealerEmployees.userId, employeeId));
  return Boolean(row?.isActive && row.isVerified);
}

/** Whether an error (or one it wraps: drizzle wraps the driver's) is a second account taking one sign-in number. */
export function isMobileNumberTaken(error: unknown): boolean {
  const index = 'users_mobile_e164_unique';
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, constraint, message, cause } = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (code === '23505' && (constraint === index || (typeof message === 'string' && message.includes(index)))) return true;
    current = cause;
  }
  return false;
}

/**
 * Makes `mobileE164` the account's sign-in number, proven now by a code (its 10 digits become
 * the spec's mobile_number too). `verifyAccount`: the number is the account's only identity (no
 * e-mail), so proving it verifies the account.
 */
export async function setVerifiedMobile(ex: Executor, id: number, mobileE164: string, now: Date, options: { verifyAccount: boolean }): Promise<UserRow | undefined> {
  const [row] = await ex
    .update(users)
    .set({
      mobileE164,
      mobileNumber: nationalDigits(mobileE164),
      mobileVerifiedAt: now,
      ...(options.verifyAccount ? { isVerified: true } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Uses a link once: marks it used and returns its user id when it is live, unused, of this
 * purpose (and of `userId`, when given); the update's WHERE makes two clicks at once succeed
 * only once.
 */
async function consumeEmailToken(
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
  ex: Executor,
  userId?: number,
): Promise<number | null> {
  const [row] = await ex
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
        userId === undefined ? undefined : eq(emailTokens.userId, userId),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** Stores a link (only its hash). */
async function storeEmailToken(ex: Executor, link: { userId: number; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date }) {
  await ex.insert(emailTokens).values({ userId: link.userId, purpose: link.purpose, tokenHash: link.tokenHash, expiresAt: link.expiresAt });
}

/** Marks earlier unused links of this purpose used, so only the newest works. */
async function retireEmailTokens(executor: Executor, userId: number, purpose: EmailTokenPurpose) {
  await executor
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/** Issue 28: the UPI ID to store when one was sent ('' removes it); nothing when none was sent. */
function upiVpaChange(upiVpa: string | undefined): { upiVpa?: string | null } {
  return upiVpa === undefined ? {} : { upiVpa: upiVpa === '' ? null : upiVpa };
}

export function createAccountsRepo(db: Db) {
  return {
    async findByEmail(category: string, email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.accountCategory, category), sql`lower(${users.email}) = ${email.toLowerCase()}`));
      return row;
    },

    findByMobile: (mobileE164: string) => findByMobile(db, mobileE164),
    isEmployerActive: (employeeId: number) => isEmployerActive(db, employeeId),

    /** The dealer an employee account works for. */
    async findEmployerId(employeeId: number): Promise<number | undefined> {
      const [row] = await db.select({ dealerId: dealerEmployees.dealerId }).from(dealerEmployees).where(eq(dealerEmployees.userId, employeeId));
      return row?.dealerId;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Creates the account with what its kind needs beside it, in one transaction. */
    async createAccount(user: NewUser, extra: AccountExtra): Promise<UserRow> {
      return db.transaction((tx) => insertAccount(tx, user, extra));
    },

    /**
     * A sign-up repeated over an account that is still unverified: the newest registrant's
     * details replace the stored ones (and a customer's sign-up address, the default one), and
     * every older e-mail link stops working. The password stays only when it is still
     * `keptPasswordHash`, the one this sign-up's password matched; otherwise (another password,
     * or changed meanwhile) the account is left with `noPassword`. Nothing changes (undefined)
     * once the account is verified.
     */
    async replaceUnverifiedRegistration(
      id: number,
      details: Pick<NewUser, 'username' | 'mobileNumber' | 'accountType' | 'role'>,
      address: Omit<typeof customerAddresses.$inferInsert, 'userId' | 'isDefault'> | null,
      keptPasswordHash: string | null,
    ): Promise<UserRow | undefined> {
      // Compared in the update itself: a sign-up that matched a password cannot restore it
      // after another claimant's sign-up or checker call took it away in between.
      const passwordHash =
        keptPasswordHash === null ? noPassword : sql<string>`case when ${users.passwordHash} = ${keptPasswordHash} then ${users.passwordHash} else ${noPassword} end`;
      return db.transaction(async (tx) => {
        // The update locks the account row first, as verifyWithToken does, so the two serialize.
        const [updated] = await tx
          .update(users)
          .set({ ...details, passwordHash, updatedAt: new Date() })
          .where(and(eq(users.id, id), eq(users.isVerified, false)))
          .returning();
        if (!updated) return undefined;
        await tx
          .update(emailTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(emailTokens.userId, id), isNull(emailTokens.usedAt)));
        if (address) {
          const [replaced] = await tx
            .update(customerAddresses)
            .set(address)
            .where(and(eq(customerAddresses.userId, id), eq(customerAddresses.isDefault, true)))
            .returning({ id: customerAddresses.id });
          if (!replaced) await tx.insert(customerAddresses).values({ ...address, userId: id, isDefault: true });
        }
        return updated;
      });
    },

    /** Leaves an unverified account without a password (see `noPassword`); false once it is verified. */
    async dropUnverifiedPassword(id: number): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ passwordHash: noPassword, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.isVerified, false)))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    /**
     * Uses a verification link once and verifies its account, in one transaction that locks the
     * account row first: a repeated sign-up (which retires the link) cannot slip in between. An
     * account verified without a password also gets `passwordLink` (a reset link) and its mail in
     * the same transaction: 'verified-without-password'.
     */
    async verifyWithToken(
      userId: number,
      tokenHash: string,
      now: Date,
      passwordLink: { tokenHash: string; expiresAt: Date; queueMail: (tx: Executor) => Promise<void> },
    ): Promise<false | 'verified' | 'verified-without-password'> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('update');
        if ((await consumeEmailToken(tokenHash, 'verify', now, tx, userId)) === null) return false;
        await tx.update(users).set({ isVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
        if (locked?.passwordHash !== noPassword) return 'verified';
        await storeEmailToken(tx, { userId, purpose: 'reset', tokenHash: passwordLink.tokenHash, expiresAt: passwordLink.expiresAt });
        await passwordLink.queueMail(tx);
        return 'verified-without-password';
      });
    },

    async setPasswordHash(id: number, passwordHash: string) {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },

    /** The mobile number and (issue 28), when `upiVpa` is given, the UPI ID ('' removes it). */
    async setMobileNumber(id: number, mobileNumber: string, upiVpa?: string) {
      await db.update(users).set({ mobileNumber, ...upiVpaChange(upiVpa), updatedAt: new Date() }).where(eq(users.id, id));
    },

    /** The mobile number and, when given, the quantity range of a dealer's pickups, together. */
    async updateDealerAttrs(id: number, mobileNumber: string, qty: { min: string; max: string } | null, upiVpa?: string) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ mobileNumber, ...upiVpaChange(upiVpa), updatedAt: new Date() }).where(eq(users.id, id));
        if (qty) await tx.update(dealerProfiles).set({ minQtyKg: qty.min, maxQtyKg: qty.max }).where(eq(dealerProfiles.userId, id));
      });
    },

    async findDealerQty(id: number) {
      const [row] = await db
        .select({ min: dealerProfiles.minQtyKg, max: dealerProfiles.maxQtyKg })
        .from(dealerProfiles)
        .where(eq(dealerProfiles.userId, id));
      return row;
    },

    /** Sets the picture; answers the key it replaced, whose file the caller removes. */
    async setProfilePicKey(id: number, key: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [previous] = await tx.select({ key: users.profilePicKey }).from(users).where(eq(users.id, id)).for('update');
        await tx.update(users).set({ profilePicKey: key, updatedAt: new Date() }).where(eq(users.id, id));
        // A dealer's marketplace page shows the picture (issue 28): its cached answer ('dealer:<id>',
        // migration 0009) is told with the commit, as the database's triggers tell it of the rest.
        await tx.execute(sql`select pg_notify(${listCacheChannel}, ${`dealer:${id}`})`);
        return previous?.key ?? null;
      });
    },

    /**
     * Stores a new link and queues its mail in one transaction (no link without its mail, no mail
     * for a link that was not stored); `retireEarlier` makes it the only live link of its purpose.
     */
    async insertEmailToken(
      link: { userId: number; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date; retireEarlier?: boolean },
      queueMail: (tx: Executor) => Promise<void>,
    ) {
      await db.transaction(async (tx) => {
        if (link.retireEarlier) await retireEmailTokens(tx, link.userId, link.purpose);
        await storeEmailToken(tx, link);
        await queueMail(tx);
      });
    },


    consumeEmailToken: (tokenHash: string, purpose: EmailTokenPurpose, now: Date) => consumeEmailToken(tokenHash, purpose, now, db),

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
