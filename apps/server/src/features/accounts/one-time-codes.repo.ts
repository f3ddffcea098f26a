import { and, count, desc, eq, gt, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { OtpPurpose } from '@kt/contract/phone/phone-fields';
import type { Db } from '../../platform/db/client.ts';
import { messagePreferences, oneTimeCodes, users } from '../../platform/db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

/** Which codes may answer a typed code: the number's, of one purpose, for one side or one signed-in account. */
export type CodeLookup = { mobileE164: string; purpose: OtpPurpose; utype?: string; userId?: number };

// Advisory-lock classes (the two-key form), so a number's key and an address's never meet.
const numberLockClass = 27_001;
const addressLockClass = 27_002;

/**
 * Holds the number for the rest of `tx`, on every instance: asking for a code, using one, and
 * giving the number to an account take turns, so two at once cannot both pass a limit or both
 * take the number. Take it before any other lock of the transaction (the address's comes after).
 */
export async function lockMobileNumber(tx: Tx, mobileE164: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${numberLockClass}, hashtext(${mobileE164}))`);
}

/** The codes asked for and used (issue 27): counted from the rows, so the limits hold across instances and restarts. */
export function createOneTimeCodesRepo(db: Db) {
  return {
    /** Runs `work` in one transaction that holds the number first (lockMobileNumber). */
    inNumberLock<T>(mobileE164: string, work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await lockMobileNumber(tx, mobileE164);
        return work(tx);
      });
    },

    async lockAddress(tx: Tx, address: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${addressLockClass}, hashtext(${address}))`);
    },

    /** When the newest code of this number and purpose was asked for. */
    async lastAskedAt(tx: Tx, mobileE164: string, purpose: OtpPurpose): Promise<Date | undefined> {
      const [row] = await tx
        .select({ createdAt: oneTimeCodes.createdAt })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.mobileE164, mobileE164), eq(oneTimeCodes.purpose, purpose)))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return row?.createdAt;
    },

    async countToNumberSince(tx: Tx, mobileE164: string, since: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.mobileE164, mobileE164), gte(oneTimeCodes.createdAt, since)));
      return row?.n ?? 0;
    },

    async countFromAddressSince(tx: Tx, address: string, since: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.requestedFrom, address), gte(oneTimeCodes.createdAt, since)));
      return row?.n ?? 0;
    },

    /** Stores a new code (its hash only) and retires the live ones of its number and purpose, so only the newest works. */
    async insert(tx: Tx, code: Omit<typeof oneTimeCodes.$inferInsert, 'id' | 'tries' | 'usedAt'> & { createdAt: Date }): Promise<void> {
      await tx
        .update(oneTimeCodes)
        .set({ usedAt: code.createdAt })
        .where(and(eq(oneTimeCodes.mobileE164, code.mobileE164), eq(oneTimeCodes.purpose, code.purpose), isNull(oneTimeCodes.usedAt)));
      await tx.insert(oneTimeCodes).values(code);
    },

    /** The newest unused, unexpired code that `lookup` names, locked for this transaction. */
    async findLive(tx: Tx, lookup: CodeLookup, now: Date): Promise<OneTimeCodeRow | undefined> {
      const [row] = await tx
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.mobileE164, lookup.mobileE164),
            eq(oneTimeCodes.purpose, lookup.purpose),
            lookup.utype === undefined ? undefined : eq(oneTimeCodes.utype, lookup.utype),
            lookup.userId === undefined ? undefined : eq(oneTimeCodes.userId, lookup.userId),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
        .limit(1)
        .for('update');
      return row;
    },

    async addWrongTry(tx: Tx, id: number): Promise<void> {
      await tx
        .update(oneTimeCodes)
        .set({ tries: sql`${oneTimeCodes.tries} + 1` })
        .where(eq(oneTimeCodes.id, id));
    },

    /** Uses the code once: false when it was used (or spent its tries) in the meantime. */
    async use(tx: Tx, id: number, now: Date, maxTries: number): Promise<boolean> {
      const used = await tx
        .update(oneTimeCodes)
        .set({ usedAt: now })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt), lt(oneTimeCodes.tries, maxTries)))
        .returning({ id: oneTimeCodes.id });
      return used.length > 0;
    },

    /** Whether the account of this number has WhatsApp switched on (opted in, and not out since). */
    async isWhatsappOptedIn(mobileE164: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: messagePreferences.userId })
        .from(messagePreferences)
        .innerJoin(users, eq(users.id, messagePreferences.userId))
        .where(
          and(
            eq(users.mobileE164, mobileE164),
            isNotNull(messagePreferences.whatsappOptedInAt),
            or(isNull(messagePreferences.whatsappOptedOutAt), gt(messagePreferences.whatsappOptedInAt, messagePreferences.whatsappOptedOutAt)),
          ),
        );
      return row !== undefined;
    },
  };
}
export type OneTimeCodesRepo = ReturnType<typeof createOneTimeCodesRepo>;
