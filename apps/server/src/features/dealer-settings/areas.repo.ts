import { and, asc, count, desc, eq, notInArray } from 'drizzle-orm';
import { hasVerifiedPage } from '../../platform/db/bookable-dealers.ts';
import type { Db } from '../../platform/db/client.ts';
import { dealerPincodes, dealerProfiles, pincodeRequests, users } from '../../platform/db/schema/index.ts';

/** A pincode a dealer serves, described by our directory. */
export type AreaEntry = { pincode: string; state: string; city: string; area: string };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const areaColumns = {
  pincode: dealerPincodes.pincode,
  state: dealerPincodes.state,
  city: dealerPincodes.city,
  area: dealerPincodes.area,
};

function heldAreas(db: Db | Tx, dealerId: number): Promise<AreaEntry[]> {
  return db
    .select(areaColumns)
    .from(dealerPincodes)
    .where(eq(dealerPincodes.dealerId, dealerId))
    .orderBy(asc(dealerPincodes.createdAt), asc(dealerPincodes.id));
}

/** What a change of a dealer's areas may read and write while the dealer is locked. */
export type LockedAreas = {
  /** The areas held now, in the order added. */
  held: AreaEntry[];
  /** The pincode of the dealer's Pending request, if one waits. */
  pendingPincode: string | undefined;
  /** Makes `next` the dealer's whole set: held rows that stay keep their place, the rest go, new ones follow. */
  replaceAreas(next: AreaEntry[]): Promise<void>;
  addPendingRequest(entry: AreaEntry): Promise<void>;
};

/** The partial unique index that allows one Pending request per dealer (schema dealers.ts). */
const onePendingIndex = 'pincode_requests_one_pending';

/** Whether an error (or the error it wraps: drizzle wraps the driver's) is a second Pending request of one dealer. */
export function isSecondPendingRequest(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, constraint, message, cause } = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (code === '23505' && (constraint === onePendingIndex || (typeof message === 'string' && message.includes(onePendingIndex)))) return true;
    current = cause;
  }
  return false;
}

export function createAreasRepo(db: Db) {
  return {
    listAreas(dealerId: number) {
      return heldAreas(db, dealerId);
    },

    /** Whether the id is a dealer whose marketplace page shows their business (issue 28: documents verified by an admin). */
    async isListedDealer(dealerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, dealerId), eq(users.accountCategory, 'dealer'), hasVerifiedPage(users.id)));
      return row !== undefined;
    },

    async countAreas(dealerId: number) {
      const [row] = await db.select({ count: count() }).from(dealerPincodes).where(eq(dealerPincodes.dealerId, dealerId));
      return row?.count ?? 0;
    },

    /** The dealer's pincode requests, newest first. */
    listRequests(dealerId: number) {
      return db
        .select({
          id: pincodeRequests.id,
          pincode: pincodeRequests.pincode,
          area: pincodeRequests.area,
          status: pincodeRequests.status,
          createdAt: pincodeRequests.createdAt,
        })
        .from(pincodeRequests)
        .where(eq(pincodeRequests.dealerId, dealerId))
        .orderBy(desc(pincodeRequests.createdAt), desc(pincodeRequests.id));
    },

    /**
     * Runs `change` in one transaction with the dealer locked, so the limits it checks against
     * `held` still hold when it writes: two changes at once run one after the other. A refusal
     * thrown by `change` rolls back whatever it wrote.
     */
    withDealerLocked<T>(dealerId: number, change: (locked: LockedAreas) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const [profile] = await tx
          .select({ id: dealerProfiles.userId })
          .from(dealerProfiles)
          .where(eq(dealerProfiles.userId, dealerId))
          .for('update');
        // Every dealer gets a profile at sign-up; the account row is the lock if one ever lacks it.
        if (!profile) await tx.select({ id: users.id }).from(users).where(eq(users.id, dealerId)).for('update');

        const held = await heldAreas(tx, dealerId);
        const [pending] = await tx
          .select({ pincode: pincodeRequests.pincode })
          .from(pincodeRequests)
          .where(and(eq(pincodeRequests.dealerId, dealerId), eq(pincodeRequests.status, 'Pending')));

        return change({
          held,
          pendingPincode: pending?.pincode,

          async replaceAreas(next) {
            const nextPincodes = next.map((entry) => entry.pincode);
            const ofDealer = eq(dealerPincodes.dealerId, dealerId);
            await tx
              .delete(dealerPincodes)
              .where(nextPincodes.length > 0 ? and(ofDealer, notInArray(dealerPincodes.pincode, nextPincodes)) : ofDealer);
            const heldByPincode = new Map(held.map((entry) => [entry.pincode, entry]));
            for (const entry of next) {
              const before = heldByPincode.get(entry.pincode);
              if (!before || (before.area === entry.area && before.state === entry.state && before.city === entry.city)) continue;
              await tx
                .update(dealerPincodes)
                .set({ area: entry.area, state: entry.state, city: entry.city })
                .where(and(ofDealer, eq(dealerPincodes.pincode, entry.pincode)));
            }
            const added = next.filter((entry) => !heldByPincode.has(entry.pincode));
            // Inserted in slot order: the serial id keeps that order among rows of one transaction.
            if (added.length > 0) await tx.insert(dealerPincodes).values(added.map((entry) => ({ dealerId, ...entry })));
          },

          async addPendingRequest(entry) {
            await tx.insert(pincodeRequests).values({ dealerId, ...entry, status: 'Pending' });
          },
        });
      });
    },
  };
}
export type AreasRepo = ReturnType<typeof createAreasRepo>;
