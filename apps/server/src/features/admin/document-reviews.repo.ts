import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ReviewStatus } from '@kt/contract/admin/documents';
import type { Db } from '../../platform/db/client.ts';
import { dealerDocuments, dealerProfiles, users } from '../../platform/db/schema/index.ts';
import { afterTimeIdKey, timeIdKeyAt, type TimeIdKey } from '../../platform/http/paging.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The dealers' document sets as an admin reviews them (the files are the dealer's own upload). */
export function createDocumentReviewsRepo(db: Db) {
  return {
    /**
     * One page of the dealers whose set is in `status`, the oldest upload first, keyed by
     * (uploaded at, dealer id). A set only reaches review by an upload, so uploaded_at is set.
     */
    listByStatus(status: ReviewStatus, page: { limit: number; after: TimeIdKey | undefined }) {
      return db
        .select({
          id: users.id,
          ktId: users.ktId,
          username: users.username,
          accountType: users.accountType,
          email: users.email,
          status: dealerProfiles.documentsStatus,
          reason: dealerProfiles.documentsReason,
          uploadedAt: dealerProfiles.documentsUploadedAt,
          pageKeyAt: timeIdKeyAt(dealerProfiles.documentsUploadedAt),
        })
        .from(dealerProfiles)
        .innerJoin(users, eq(users.id, dealerProfiles.userId))
        .where(
          and(
            eq(dealerProfiles.documentsStatus, status),
            isNotNull(dealerProfiles.documentsUploadedAt),
            afterTimeIdKey(dealerProfiles.documentsUploadedAt, dealerProfiles.userId, page.after, 'oldest'),
          ),
        )
        .orderBy(asc(dealerProfiles.documentsUploadedAt), asc(dealerProfiles.userId))
        .limit(page.limit);
    },

    /** The files of the page's dealers, read in one query. */
    listFiles(dealerIds: readonly number[]) {
      if (dealerIds.length === 0) return Promise.resolve([]);
      return db
        .select({ dealerId: dealerDocuments.dealerId, field: dealerDocuments.field, storageKey: dealerDocuments.storageKey, mime: dealerDocuments.mime, bytes: dealerDocuments.bytes })
        .from(dealerDocuments)
        .where(inArray(dealerDocuments.dealerId, [...dealerIds]))
        .orderBy(asc(dealerDocuments.id));
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async findAccount(tx: Tx, userId: number) {
      const [account] = await tx
        .select({ id: users.id, email: users.email, username: users.username, ktId: users.ktId, category: users.accountCategory })
        .from(users)
        .where(eq(users.id, userId));
      return account;
    },

    /**
     * The review state of the dealer's set, the profile row locked: two admins at once (or an
     * admin and a re-upload) take turns.
     */
    async lockReviewStatus(tx: Tx, dealerId: number): Promise<string | undefined> {
      const [profile] = await tx.select({ status: dealerProfiles.documentsStatus }).from(dealerProfiles).where(eq(dealerProfiles.userId, dealerId)).for('update');
      return profile?.status;
    },

    async setReviewStatus(tx: Tx, dealerId: number, decision: { verify: true } | { verify: false; reason: string }) {
      await tx
        .update(dealerProfiles)
        .set({
          documentsStatus: decision.verify ? 'Verified' : 'Rejected',
          documentsReason: decision.verify ? null : decision.reason,
          // The Verified badge's date (issue 28); a rejection withdraws it.
          documentsVerifiedAt: decision.verify ? new Date() : null,
        })
        .where(eq(dealerProfiles.userId, dealerId));
    },
  };
}

export type DocumentReviewsRepo = ReturnType<typeof createDocumentReviewsRepo>;
