import { and, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
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

type TimedTable = { id: AnyColumn; createdAt: AnyColumn };

/** A row's time and its page key: every list here is keyed by (created_at, id). */
function timeAndPageKey<At extends AnyColumn>(t: { createdAt: At }) {
  return { createdAt: t.createdAt, pageKeyAt: timeIdKeyAt(t.createdAt) };
}

/** One page of `query`'s rows that meet `conditions`, newest first, after the page's key. */
function newestPage<Query extends PgSelect>(query: Query, t: TimedTable, page: RowsPage, ...conditions: (SQL | undefined)[]) {
  return query
    .where(and(...conditions, afterTimeIdKey(t.createdAt, t.id, page.after, 'newest')))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(page.limit);
}

/**
 * The admin's reading of what the public sent (issue 15): each list newest first, by
 * (created_at, id), read a page (or an export's batch) at a time after a key.
 */
export function createSubmissionsRepo(db: Db) {
  return {
    formRows(kind: FormKind, q: string | undefined, page: RowsPage) {
      const t = formSubmissions;
      const query = db
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
          ...timeAndPageKey(t),
        })
        .from(t);
      return newestPage(query.$dynamic(), t, page, eq(t.kind, kind), anyColumnContains(q, [t.name, t.email, t.phone, t.subject, t.message, t.domain]));
    },

    scheduleRows(q: string | undefined, page: RowsPage) {
      const t = scheduleRequests;
      const query = db
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
          ...timeAndPageKey(t),
        })
        .from(t)
        .innerJoin(users, eq(users.id, t.dealerId));
      return newestPage(query.$dynamic(), t, page, anyColumnContains(q, [t.name, t.email, t.phone, t.address, t.pincode, users.username, users.ktId]));
    },

    ratingRows(q: string | undefined, page: RowsPage) {
      const t = dealerRatings;
      const query = db
        .select({ id: t.id, ...dealerColumns, rating: t.rating, review: t.review, ...timeAndPageKey(t) })
        .from(t)
        .innerJoin(users, eq(users.id, t.dealerId));
      return newestPage(query.$dynamic(), t, page, anyColumnContains(q, [t.review, users.username, users.ktId]));
    },

    reachUsRows(q: string | undefined, page: RowsPage) {
      const t = reachUsMessages;
      const query = db
        .select({
          id: t.id,
          ...dealerColumns,
          subject: t.subject,
          name: t.name,
          email: t.email,
          phone: t.phone,
          message: t.message,
          ...timeAndPageKey(t),
        })
        .from(t)
        .innerJoin(users, eq(users.id, t.dealerId));
      return newestPage(query.$dynamic(), t, page, anyColumnContains(q, [t.name, t.email, t.phone, t.subject, t.message, users.username, users.ktId]));
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
