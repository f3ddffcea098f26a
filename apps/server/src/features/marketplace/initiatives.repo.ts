import { and, count, desc, eq, sql } from 'drizzle-orm';
import { isBookableDealer } from '../../platform/db/bookable-dealers.ts';
import type { Db } from '../../platform/db/client.ts';
import { dealerInitiatives, users } from '../../platform/db/schema/index.ts';
import { afterTimeIdKey, timeIdKeyAt, type TimeIdKey } from '../../platform/http/paging.ts';

const initiativeColumns = {
  id: dealerInitiatives.id,
  dealerId: dealerInitiatives.dealerId,
  message: dealerInitiatives.message,
  photoKey: dealerInitiatives.photoKey,
};

/** What a new photo does on an edit: keep the one there, put this key in its place, or drop it. */
export type PhotoChange = { kind: 'keep' } | { kind: 'set'; key: string | null };

/** A dealer's initiatives (spec 3 'Dealer initiative'): what they do beyond buying scrap. */
export function createInitiativesRepo(db: Db) {
  return {
    /**
     * One page of the initiatives of bookable dealers (of one dealer with `dealerId`),
     * newest first: `limit` rows after the key `after` (see platform/http/paging.ts).
     */
    listPublic(dealerId: number | undefined, page: { limit: number; after: TimeIdKey | undefined }) {
      return db
        .select({ ...initiativeColumns, pageKeyAt: timeIdKeyAt(dealerInitiatives.createdAt) })
        .from(dealerInitiatives)
        .innerJoin(users, eq(users.id, dealerInitiatives.dealerId))
        .where(
          and(
            dealerId === undefined ? undefined : eq(dealerInitiatives.dealerId, dealerId),
            eq(users.accountCategory, 'dealer'),
            // Only bookable dealers (the one definition, issue 28) are shown to customers.
            isBookableDealer(users.id),
            afterTimeIdKey(dealerInitiatives.createdAt, dealerInitiatives.id, page.after, 'newest'),
          ),
        )
        .orderBy(desc(dealerInitiatives.createdAt), desc(dealerInitiatives.id))
        .limit(page.limit);
    },

    async countForDealer(dealerId: number) {
      const [row] = await db.select({ n: count() }).from(dealerInitiatives).where(eq(dealerInitiatives.dealerId, dealerId));
      return row?.n ?? 0;
    },

    /**
     * Adds an initiative unless the dealer has `max` already; null when full. The dealer's
     * account row is locked first, so two requests at once cannot both add the last one.
     */
    async addWithin(max: number, values: { dealerId: number; message: string; photoKey: string | null }) {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, values.dealerId)).for('update');
        const [held] = await tx.select({ n: count() }).from(dealerInitiatives).where(eq(dealerInitiatives.dealerId, values.dealerId));
        if ((held?.n ?? 0) >= max) return null;
        const [row] = await tx.insert(dealerInitiatives).values(values).returning(initiativeColumns);
        return row ?? null;
      });
    },

    /** Whether the dealer has this initiative. */
    async isOwned(dealerId: number, id: number) {
      const [row] = await db
        .select({ id: dealerInitiatives.id })
        .from(dealerInitiatives)
        .where(and(eq(dealerInitiatives.id, id), eq(dealerInitiatives.dealerId, dealerId)));
      return row !== undefined;
    },

    /**
     * Changes the dealer's own initiative: the new message, and the photo as `photo` says.
     * Answers the row as it is now and the photo key it had before, or null when the dealer has
     * no such initiative (another dealer's looks the same as none).
     */
    async updateOwned(dealerId: number, id: number, message: string, photo: PhotoChange) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ photoKey: dealerInitiatives.photoKey })
          .from(dealerInitiatives)
          .where(and(eq(dealerInitiatives.id, id), eq(dealerInitiatives.dealerId, dealerId)))
          .for('update');
        if (!before) return null;
        const [row] = await tx
          .update(dealerInitiatives)
          .set({ message, updatedAt: sql`now()`, ...(photo.kind === 'set' ? { photoKey: photo.key } : {}) })
          .where(eq(dealerInitiatives.id, id))
          .returning(initiativeColumns);
        return row ? { row, previousPhotoKey: before.photoKey } : null;
      });
    },

    /** Deletes the dealer's own initiative; its photo key (or null), or undefined when not theirs. */
    async deleteOwned(dealerId: number, id: number) {
      const [row] = await db
        .delete(dealerInitiatives)
        .where(and(eq(dealerInitiatives.id, id), eq(dealerInitiatives.dealerId, dealerId)))
        .returning({ photoKey: dealerInitiatives.photoKey });
      return row;
    },
  };
}
export type InitiativesRepo = ReturnType<typeof createInitiativesRepo>;
