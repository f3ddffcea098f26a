import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '@kt/contract/errors';
import { maxId } from '@kt/contract/ids';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import type { PageQuery } from '@kt/contract/paging';

/**
 * Keyset ("cursor") paging for every list that grows with the business. A page is read as
 * `WHERE <sort key> after <the last row of the previous page> ORDER BY <sort key> LIMIT n+1`,
 * never with OFFSET: the cost of a page does not grow with how far into the list it is, and
 * rows added while someone pages (new orders arrive at the front) neither repeat nor skip the
 * rows already being paged through. The extra row only says that a next page exists.
 *
 * A route: `const page = readPageRequest(request.query, ZKey)`, hands `{ limit, after }` to its
 * repo, then `const { items, nextLink } = pageOf(rows, page, keyOf, request.url)` and
 * `setNextLink(reply, nextLink)`; the body stays the bare list of `items`. A private list keyed
 * by (time, id), the common case, does all of that with `privateTimeIdPage`.
 */

/** What one page reads: `limit` rows (one more than the page answers) after the key `after`. */
export type PageRequest<Key> = { pageSize: number; limit: number; after: Key | undefined };

/** A page to answer: its rows, and the `Link` header value of the next page (none on the last). */
export type Page<Row> = { items: Row[]; nextLink: string | undefined };

function invalidCursor(): AppError {
  return new AppError('VALIDATION', messages.general.cursorInvalid, { cursor: [messages.general.cursorInvalid] });
}

/** The opaque text of a sort key: base64url of its JSON. It carries no secret and grants nothing. */
export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** The sort key a cursor stands for, checked against the list's key schema; anything else is a 400. */
export function decodeCursor<Key>(cursor: string, keySchema: z.ZodType<Key>): Key {
  // Node's base64url decoder skips characters it does not know; refuse them instead.
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = keySchema.safeParse(decoded);
  if (!parsed.success) throw invalidCursor();
  return parsed.data;
}

/** The page a request asks for (`?page_size=&cursor=`, already checked by the route's ZPageQuery). */
export function readPageRequest<Key>(
  query: PageQuery,
  keySchema: z.ZodType<Key>,
  defaultSize: number = limits.pageSizeDefault,
): PageRequest<Key> {
  const pageSize = query.page_size ?? defaultSize;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, keySchema);
  return { pageSize, limit: pageSize + 1, after };
}

/**
 * The URL of the next page: the request's own path and query with `cursor` replaced, so
 * page_size and any other parameter carry over. Relative to the origin (RFC 8288 allows a
 * relative reference), so it is right behind any host name or proxy that keeps the path.
 */
export function nextPageUrl(requestUrl: string, cursor: string): string {
  const url = new URL(requestUrl, 'http://localhost');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}

/** Splits the rows read for `page` into the page's items and the `Link` to the next page, if any. */
export function pageOf<Row, Key>(rows: readonly Row[], page: PageRequest<Key>, keyOf: (row: Row) => Key, requestUrl: string): Page<Row> {
  const items = rows.slice(0, page.pageSize);
  const last = items.at(-1);
  if (rows.length <= page.pageSize || last === undefined) return { items, nextLink: undefined };
  return { items, nextLink: `<${nextPageUrl(requestUrl, encodeCursor(keyOf(last)))}>; rel="next"` };
}

/** Sets the `Link` header when there is a next page (exposed to other origins by the CORS setup). */
export function setNextLink(reply: FastifyReply, nextLink: string | undefined): void {
  if (nextLink) reply.header('Link', nextLink);
}

/**
 * The sort key of lists ordered by a creation time and the id that breaks its ties. The time is
 * kept as PostgreSQL's text to the microsecond: a JS Date holds only milliseconds, and a key cut
 * to milliseconds would skip the rows of the same millisecond after it.
 */
export type TimeIdKey = [at: string, id: number];

const microsecondTimestamp = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;

/** A real instant (no 31 February) in the shape timeIdKeyAt writes. */
function isMicrosecondTimestamp(text: string): boolean {
  const millis = microsecondTimestamp.exec(text)?.[1];
  if (!millis) return false;
  const date = new Date(`${millis}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === millis;
}

export const ZTimeIdKey: z.ZodType<TimeIdKey> = z.tuple([
  z.string().refine(isMicrosecondTimestamp),
  z.number().int().positive().max(maxId),
]);

/** A timestamptz column as the key's text: UTC, microseconds, e.g. 2026-11-19T10:15:00.123456Z. */
export function timeIdKeyAt(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** A row of a list keyed by (time, id): the key's time as timeIdKeyAt writes it, and the id. */
export type TimeIdRow = { pageKeyAt: string; id: number };

/**
 * One page of a caller's own list keyed by (time, id): reads the page the query asks for with
 * `read` (which gets `{ limit, after }`), sets the next page's `Link` and
 * `Cache-Control: private, no-store`, and answers the page's rows.
 */
export async function privateTimeIdPage<Row extends TimeIdRow>(
  request: { query: PageQuery; url: string },
  reply: FastifyReply,
  read: (page: PageRequest<TimeIdKey>) => Promise<Row[]>,
): Promise<Row[]> {
  const page = readPageRequest(request.query, ZTimeIdKey);
  const { items, nextLink } = pageOf(await read(page), page, (row): TimeIdKey => [row.pageKeyAt, row.id], request.url);
  setNextLink(reply, nextLink);
  reply.header('Cache-Control', 'private, no-store');
  return items;
}

/**
 * The rows after `after` in a list ordered by (at, id), both descending (newest first) or both
 * ascending (oldest first); undefined (no condition) on the first page. One row comparison, which
 * PostgreSQL reads as a range of an index on (…, at, id) in the same direction.
 */
export function afterTimeIdKey(at: AnyColumn, id: AnyColumn, after: TimeIdKey | undefined, order: 'newest' | 'oldest'): SQL | undefined {
  if (after === undefined) return undefined;
  const [time, rowId] = after;
  return order === 'newest'
    ? sql`(${at}, ${id}) < (${time}::timestamptz, ${rowId})`
    : sql`(${at}, ${id}) > (${time}::timestamptz, ${rowId})`;
}
