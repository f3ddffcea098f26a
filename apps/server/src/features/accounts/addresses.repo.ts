import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { customerAddresses, users } from '../../platform/db/schema/index.ts';

const addressColumns = {
  id: customerAddresses.id,
  userId: customerAddresses.userId,
  userType: users.accountType,
  ktId: users.ktId,
  name: customerAddresses.name,
  phoneNumber: customerAddresses.phoneNumber,
  address: customerAddresses.address,
  addressArea: customerAddresses.addressArea,
  landmark: customerAddresses.landmark,
  city: customerAddresses.city,
  state: customerAddresses.state,
  pincode: customerAddresses.pincode,
  isDefault: customerAddresses.isDefault,
};
export type AddressRow = { [K in keyof typeof addressColumns]: (typeof addressColumns)[K]['_']['data'] };

export function createAddressesRepo(db: Db) {
  return {
    listByUser(userId: number): Promise<AddressRow[]> {
      return db
        .select(addressColumns)
        .from(customerAddresses)
        .innerJoin(users, eq(users.id, customerAddresses.userId))
        .where(eq(customerAddresses.userId, userId))
        .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));
    },

    async findKtId(userId: number) {
      const [row] = await db.select({ ktId: users.ktId, username: users.username }).from(users).where(eq(users.id, userId));
      return row;
    },

    /**
     * Adds an address unless the customer has `max` already; the first one is the default.
     * The account row is locked so two requests cannot both add a sixth.
     */
    async addWithin(max: number, values: Omit<typeof customerAddresses.$inferInsert, 'isDefault'>) {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
        const [existing] = await tx.select({ count: count() }).from(customerAddresses).where(eq(customerAddresses.userId, values.userId));
        const held = existing?.count ?? 0;
        if (held >= max) return null;
        const [row] = await tx
          .insert(customerAddresses)
          .values({ ...values, isDefault: held === 0 })
          .returning({ id: customerAddresses.id });
        return row?.id ?? null;
      });
    },

    /**
     * Deletes the caller's address; when it was the default, the oldest one left becomes the
     * default. The account row is locked first (as in addWithin): two deletes at once would
     * otherwise each pass the default to an address the other one is deleting.
     */
    async deleteOwned(userId: number, id: number) {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [deleted] = await tx
          .delete(customerAddresses)
          .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
          .returning({ isDefault: customerAddresses.isDefault });
        if (!deleted) return false;
        if (deleted.isDefault) {
          const [next] = await tx
            .select({ id: customerAddresses.id })
            .from(customerAddresses)
            .where(eq(customerAddresses.userId, userId))
            .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id))
            .limit(1);
          if (next) await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, next.id));
        }
        return true;
      });
    },
  };
}
export type AddressesRepo = ReturnType<typeof createAddressesRepo>;
