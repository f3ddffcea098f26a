import { and, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { literalLike } from '../../platform/db/like-pattern.ts';
import type { Db } from '../../platform/db/client.ts';
import { dealerRatings, formSubmissions, reachUsMessages, scheduleRequests, users, votes } from '../../platform/db/schema/index.ts';
import { afterTimeIdKey, timeIdKeyAt, type TimeIdKey } from '../../platform/http/paging.ts';

export type FormKind = 'suggestion' | 'intern' | 'mentor' | 'investor' | 'contact';
export type RowsPage = { limit: number; after: TimeIdKey | undefined };

/** `%text%` for ILIKE, with the pattern's own characters (\ % _) taken literally. */
export function containsPattern(text: string): string {
  return `%${literalLike(text)}%`;
}

/** Rows where any of the columns holds `q`, any case; no condition without a search. */
function anyColumnContains(q: string | undefined, columns: readonly AnyColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

const dealerColumns = { dealerId: users.id, dealerKtId: users.ktId, dealerName: users.username };

/**
 * The admin's reading of what the public sent (issue 15): each list newest first, by
 * (created_at, id), read a page (or an export's batch) at a time after a key.
 */
export function createSubmissionsRepo(db: Db) {
  return {
    formRows(kind: FormKind, q: string | undefined, page: RowsPage) {
      const t = formSubmissions;
      return db
        .select({
          id: t.id,
          name: t.name,
          email: t.email,
          phone: t.phone,
          subject: t.subject,
          message: t.message,
          linkedinId: t.linkedinId,
          domain: t.domain,
          cvKey: t.cvKey,
          createdAt: t.createdAt,
          pageKeyAt: timeIdKeyAt(t.createdAt),
        })
        .from(t)
        .where(
          and(
            eq(t.kind, kind),
            anyColumnContains(q, [t.name, t.email, t.phone, t.subject, t.message, t.domain]),
            afterTimeIdKey(t.createdAt, t.id, page.after, 'newest'),
          ),
        )
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(page.limit);
    },

    scheduleRows(q: string | undefined, page: RowsPage) {
      const t = scheduleRequests;
      return db
        .select({
          id: t.id,
          ...dealerColumns,
          name: t.name,
          email: t.email,
          phone: t.phone,
          selectDate: t.selectDate,
          selectTime: t.selectTime,
          pincode: t.pincode,
          stateAndCountry: t.stateAndCountry,
          address: t.address,
          status: t.status,
          createdAt: t.createdAt,
          pageKeyAt: timeIdKeyAt(t.createdAt),
        })
        .from(t)
        .innerJoin(users, eq(users.id, t.dealerId))
        .where(
          and(
            anyColumnContains(q, [t.name, t.email, t.phone, t.address, t.pincode, users.username, users.ktId]),
            afterTimeIdKey(t.createdAt, t.id, page.after, 'newest'),
          ),
        )
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(page.limit);
    },

    ratingRows(q: string | undefined, page: RowsPage) {
      const t = dealerRatings;
      return db
        .select({
          id: t.id,
          ...dealerColumns,
          rating: t.rating,
          review: t.review,
          createdAt: t.createdAt,
          pageKeyAt: timeIdKeyAt(t.createdAt),
        })
        .from(t)
        .innerJoin(users, eq(users.id, t.dealerId))
        .where(and(anyColumnContains(q, [t.review, users.username, users.ktId]), afterTimeIdKey(t.createdAt, t.id, page.after, 'newest')))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(page.limit);
    },

    reachUsRows(q: string | undefined, page: RowsPage) {
      const t = reachUsMessages;
      return db
        .select({
          id: t.id,
          ...dealerColumns,
          subject: t.subject,
          name: t.name,
          email: t.email,
          phone: t.phone,
          message: t.message,
          createdAt: t.createdAt,
          pageKeyAt: timeIdKeyAt(t.createdAt),
        })
        .from(t)
        .innerJoin(users, eq(users.id, t.dealerId))
        .where(
          and(
            anyColumnContains(q, [t.name, t.email, t.phone, t.subject, t.message, users.username, users.ktId]),
            afterTimeIdKey(t.createdAt, t.id, page.after, 'newest'),
          ),
        )
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(page.limit);
    },

    /** Each poll's Yes and No votes, one GROUP BY. */
    voteTallies() {
      return db
        .select({
          poll: votes.pollId,
          yes: sql<number>`count(*) filter (where ${votes.status} = 'Yes')`.mapWith(Number),
          no: sql<number>`count(*) filter (where ${votes.status} = 'No')`.mapWith(Number),
        })
        .from(votes)
        .groupBy(votes.pollId)
        .orderBy(votes.pollId);
    },
  };
}
export type SubmissionsRepo = ReturnType<typeof createSubmissionsRepo>;
