import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AdminActionName } from '@kt/contract/admin/audit';
import type { Db } from '../../platform/db/client.ts';
import { adminActions, refreshTokens, users } from '../../platform/db/schema/index.ts';
import { afterTimeIdKey, timeIdKeyAt, type TimeIdKey } from '../../platform/http/paging.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type AdminAction = { adminId: number; action: AdminActionName; targetKind: string; targetId: number | null; detail: string };

/** One row of the audit log, written in the same transaction as the change it records. */
export function recordAdminAction(tx: Tx | Db, action: AdminAction) {
  return tx.insert(adminActions).values(action);
}

/** An account's columns as the admin console reads them (the user list, a user's page, the switch on or off). */
export const adminUserColumns = {
  id: users.id,
  ktId: users.ktId,
  username: users.username,
  email: users.email,
  mobileNumber: users.mobileNumber,
  accountCategory: users.accountCategory,
  accountType: users.accountType,
  isActive: users.isActive,
  isVerified: users.isVerified,
  createdAt: users.createdAt,
  /** Issue 29: the language the account's mails are written in. */
  language: users.language,
};

/** An account as the admin console reads it. */
export type AdminUserRow = Pick<typeof users.$inferSelect, keyof typeof adminUserColumns>;

export type ActivationResult =
  | { outcome: 'not found' }
  | { outcome: 'admin' }
  /** `changed` false: the account already had that state; nothing written. */
  | { outcome: 'done'; changed: boolean; user: AdminUserRow };

export function createAdminRepo(db: Db) {
  return {
    /**
     * Switches a non-admin account on or off and records it, in one transaction with the row
     * locked (two admins at once: one switches, the other finds it switched and writes nothing).
     * Asking for the state the account has changes nothing and records nothing.
     */
    setUserActive(
      adminId: number,
      userId: number,
      isActive: boolean,
      /** Queues the owner's mail in the switch's transaction. */
      queueMail: (tx: Tx, user: AdminUserRow) => Promise<void>,
    ): Promise<ActivationResult> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select(adminUserColumns).from(users).where(eq(users.id, userId)).for('update');
        if (!current) return { outcome: 'not found' };
        if (current.accountCategory === 'admin') return { outcome: 'admin' };
        if (current.isActive === isActive) return { outcome: 'done', changed: false, user: current };
        const [row] = await tx
          .update(users)
          .set({ isActive, updatedAt: new Date() })
          .where(and(eq(users.id, userId), sql`${users.accountCategory} <> 'admin'`))
          .returning(adminUserColumns);
        if (!row) return { outcome: 'not found' };
        // Switched off, every sign-in of the account ends for good: reactivated, the owner signs in afresh.
        if (!isActive) {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: new Date() })
            .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
        }
        await recordAdminAction(tx, {
          adminId,
          action: isActive ? 'user.reactivate' : 'user.deactivate',
          targetKind: row.accountCategory,
          targetId: row.id,
          detail: `${row.username} (${row.ktId})`,
        });
        await queueMail(tx, row);
        return { outcome: 'done', changed: true, user: row };
      });
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async usernameOf(tx: Tx, userId: number): Promise<string | undefined> {
      const [row] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
      return row?.username;
    },

    listActions(page: { limit: number; after: TimeIdKey | undefined }) {
      return db
        .select({
          id: adminActions.id,
          adminId: adminActions.adminId,
          adminKtId: users.ktId,
          adminName: users.username,
          action: adminActions.action,
          targetKind: adminActions.targetKind,
          targetId: adminActions.targetId,
          detail: adminActions.detail,
          createdAt: adminActions.createdAt,
          pageKeyAt: timeIdKeyAt(adminActions.createdAt),
        })
        .from(adminActions)
        .leftJoin(users, eq(users.id, adminActions.adminId))
        .where(afterTimeIdKey(adminActions.createdAt, adminActions.id, page.after, 'newest'))
        .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
        .limit(page.limit);
    },
  };
}

export type AdminRepo = ReturnType<typeof createAdminRepo>;
