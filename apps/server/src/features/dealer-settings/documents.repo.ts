import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { dealerDocuments, dealerProfiles, users } from '../../platform/db/schema/index.ts';

/** One stored file of a new upload, ready to be recorded. */
export type StoredDocument = { field: string; storageKey: string; mime: string; bytes: number };

export function createDocumentsRepo(db: Db) {
  return {
    async findAccountType(dealerId: number) {
      const [row] = await db.select({ accountType: users.accountType }).from(users).where(eq(users.id, dealerId));
      return row?.accountType;
    },

    /**
     * Swaps the dealer's whole document set for `files` and puts it back to review, in one
     * transaction; answers the storage keys of the replaced files.
     */
    replaceDocuments(dealerId: number, files: readonly StoredDocument[], uploadedAt: Date) {
      return db.transaction(async (tx) => {
        // Two uploads at once would otherwise both delete, then clash on (dealer, field) when inserting.
        const [profile] = await tx
          .select({ userId: dealerProfiles.userId })
          .from(dealerProfiles)
          .where(eq(dealerProfiles.userId, dealerId))
          .for('update');
        if (!profile) await tx.insert(dealerProfiles).values({ userId: dealerId }).onConflictDoNothing();
        const replaced = await tx
          .delete(dealerDocuments)
          .where(eq(dealerDocuments.dealerId, dealerId))
          .returning({ storageKey: dealerDocuments.storageKey });
        await tx.insert(dealerDocuments).values(files.map((file) => ({ ...file, dealerId, uploadedAt })));
        await tx
          .update(dealerProfiles)
          .set({ documentsStatus: 'Awaiting review', documentsReason: null, documentsUploadedAt: uploadedAt, documentsVerifiedAt: null })
          .where(eq(dealerProfiles.userId, dealerId));
        return replaced.map((row) => row.storageKey);
      });
    },

    async findReviewState(dealerId: number) {
      const [row] = await db
        .select({
          status: dealerProfiles.documentsStatus,
          reason: dealerProfiles.documentsReason,
          uploadedAt: dealerProfiles.documentsUploadedAt,
        })
        .from(dealerProfiles)
        .where(eq(dealerProfiles.userId, dealerId));
      return row;
    },

    listDocuments(dealerId: number) {
      return db
        .select({ field: dealerDocuments.field, storageKey: dealerDocuments.storageKey, mime: dealerDocuments.mime, bytes: dealerDocuments.bytes })
        .from(dealerDocuments)
        .where(eq(dealerDocuments.dealerId, dealerId))
        .orderBy(asc(dealerDocuments.id));
    },
  };
}
export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;
