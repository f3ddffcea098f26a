import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { adminActions, users } from '../../platform/db/schema/index.ts';
import { afterTimeIdKey, timeIdKeyAt, type TimeIdKey } from '../../platform/paging.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type AdminAction = { adminId: number; action: string; targetKind: string; targetId: number | null; detail: string };

/** One row of the audit log, written in the same transaction as the change it records. */
export function recordAdminAction(tx: Tx | Db, action: AdminAction) {
  return tx.insert(adminActions).values(action);
}

const userColumns = {
  id: users.id,
  ktId: users.ktId,
  username: users.username,
  email: users.email,
  accountCategory: users.accountCategory,
  accountType: users.accountType,
  isActive: users.isActive,
};

export function createAdminRepo(db: Db) {
  return {
    findUser(id: number) {
      return db.select(userColumns).from(users).where(eq(users.id, id)).then((rows) => rows[0]);
    },

    /** Switches a non-admin account on or off and records it; undefined when there is no such account. */
    setUserActive(adminId: number, userId: number, isActive: boolean) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ isActive, updatedAt: new Date() })
          .where(and(eq(users.id, userId), sql`${users.accountCategory} <> 'admin'`))
          .returning(userColumns);
        if (!row) return undefined;
        await recordAdminAction(tx, {
          adminId,
          action: isActive ? 'user.reactivate' : 'user.deactivate',
          targetKind: row.accountCategory,
          targetId: row.id,
          detail: `${row.username} (${row.ktId})`,
        });
        return row;
      });
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
