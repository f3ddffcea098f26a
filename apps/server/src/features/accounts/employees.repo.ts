import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { dealerEmployees, emailTokens, users } from '../../platform/db/schema/index.ts';
import { afterTimeIdKey, timeIdKeyAt, type TimeIdKey } from '../../platform/http/paging.ts';
import { findByMobile } from './accounts.repo.ts';
import { lockMobileNumber } from './one-time-codes.repo.ts';

type Executor = Parameters<Parameters<Db['transaction']>[0]>[0];

export type NewEmployee = {
  dealerId: number;
  email: string;
  username: string;
  mobileNumber: string;
  passwordHash: string;
  aadharCardKey: string;
  profilePicKey: string | null;
};

/**
 * An employee's account, unverified until its owner proves the e-mail or the number, and its tie
 * to the dealer; undefined when a unique index (the e-mail, the number) says it is taken.
 */
async function insertEmployee(tx: Executor, employee: NewEmployee & { mobileE164?: string }) {
  const [user] = await tx
    .insert(users)
    .values({
      email: employee.email,
      username: employee.username,
      mobileNumber: employee.mobileNumber,
      mobileE164: employee.mobileE164 ?? null,
      passwordHash: employee.passwordHash,
      accountCategory: 'employee',
      accountType: 'Employee',
      role: 'Employee',
      isVerified: false,
      profilePicKey: employee.profilePicKey,
      // Issue 29: an employee's messages start in their dealer's language.
      language: sql`(select d.language from users d where d.id = ${employee.dealerId})`,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (user) await tx.insert(dealerEmployees).values({ dealerId: employee.dealerId, userId: user.id, aadharCardKey: employee.aadharCardKey });
  return user;
}

/** Employees are accounts of category 'employee' tied to their dealer by dealer_employees. */
export function createEmployeesRepo(db: Db) {
  return {
    /** Every account that holds this e-mail, of any category (and whose employee, for an employee). */
    findAccountsWithEmail(email: string) {
      return db
        .select({ id: users.id, category: users.accountCategory, dealerId: dealerEmployees.dealerId })
        .from(users)
        .leftJoin(dealerEmployees, eq(dealerEmployees.userId, users.id))
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    },

    async findDealerName(dealerId: number): Promise<string | undefined> {
      const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, dealerId));
      return row?.username;
    },

    /** The dealer's language: a new employee's account and first mail start in it (issue 29). */
    async findDealerLanguage(dealerId: number): Promise<string | undefined> {
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, dealerId));
      return row?.language;
    },

    async countForDealer(dealerId: number) {
      const [row] = await db.select({ n: count() }).from(dealerEmployees).where(eq(dealerEmployees.dealerId, dealerId));
      return row?.n ?? 0;
    },

    /**
     * The account (unverified), its tie, its verification link and that link's mail, in one
     * transaction; false when the e-mail was taken meanwhile.
     */
    async create(
      employee: NewEmployee,
      verification: { tokenHash: string; expiresAt: Date; queueMail: (tx: Executor) => Promise<void> },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        // A dealer can type any address: it works once its owner follows the mailed link.
        const user = await insertEmployee(tx, employee);
        if (!user) return false;
        await tx.insert(emailTokens).values({ userId: user.id, purpose: 'verify', tokenHash: verification.tokenHash, expiresAt: verification.expiresAt });
        await verification.queueMail(tx);
        return true;
      });
    },

    async isMobileNumberHeld(mobileE164: string): Promise<boolean> {
      return (await findByMobile(db, mobileE164)) !== undefined;
    },

    /**
     * An employee known by their mobile number (issue 27): no e-mail, no password, the number set
     * but not yet proven, so the account waits (unverified) for their first sign-in by code.
     * Holds the number as its codes do; 'taken' when another account has it.
     */
    async createByMobile(employee: Omit<NewEmployee, 'email' | 'passwordHash'> & { mobileE164: string }): Promise<'created' | 'taken'> {
      return db.transaction(async (tx) => {
        await lockMobileNumber(tx, employee.mobileE164);
        if (await findByMobile(tx, employee.mobileE164)) return 'taken';
        const user = await insertEmployee(tx, { ...employee, email: '', passwordHash: '' });
        return user ? 'created' : 'taken';
      });
    },

    /** One page of the dealer's employees, oldest first: `limit` rows after the key `after` (see platform/http/paging.ts). */
    listForDealer(dealerId: number, page: { limit: number; after: TimeIdKey | undefined }) {
      return db
        .select({
          id: users.id,
          pageKeyAt: timeIdKeyAt(dealerEmployees.createdAt),
          ktId: users.ktId,
          username: users.username,
          email: users.email,
          mobileNumber: users.mobileNumber,
          profilePicKey: users.profilePicKey,
          createdAt: dealerEmployees.createdAt,
        })
        .from(dealerEmployees)
        .innerJoin(users, eq(users.id, dealerEmployees.userId))
        .where(and(eq(dealerEmployees.dealerId, dealerId), afterTimeIdKey(dealerEmployees.createdAt, users.id, page.after, 'oldest')))
        .orderBy(asc(dealerEmployees.createdAt), asc(users.id))
        .limit(page.limit);
    },

    /** Removes the dealer's own employee account (its sessions and tie go with it); false when not theirs. */
    async remove(dealerId: number, employeeId: number): Promise<boolean> {
      const deleted = await db
        .delete(users)
        .where(
          and(
            eq(users.id, employeeId),
            eq(users.accountCategory, 'employee'),
            sql`exists (select 1 from ${dealerEmployees} where ${dealerEmployees.userId} = ${users.id} and ${dealerEmployees.dealerId} = ${dealerId})`,
          ),
        )
        .returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}
export type EmployeesRepo = ReturnType<typeof createEmployeesRepo>;
