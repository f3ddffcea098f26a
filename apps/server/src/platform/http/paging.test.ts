import { describe, expect, it } from 'vitest';
import { AppError } from '@kt/contract/errors';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { ZPageQuery } from '@kt/contract/paging';
import { decodeCursor, encodeCursor, nextPageUrl, pageOf, readPageRequest, ZTimeIdKey, type TimeIdKey } from './paging.ts';

const key: TimeIdKey = ['2026-11-19T10:15:00.123456Z', 42];

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('cursors', () => {
  it('round-trips a sort key through an opaque URL-safe text', () => {
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, ZTimeIdKey)).toEqual(key);
  });

  it.each([
    ['not base64url', 'abc+/='],
    ['not JSON', Buffer.from('{oops').toString('base64url')],
    ['another shape', encodeCursor({ at: key[0], id: key[1] })],
    ['a time cut to milliseconds', encodeCursor(['2026-11-19T10:15:00.123Z', 42])],
    ['a day that does not exist', encodeCursor(['2026-02-31T10:15:00.123456Z', 42])],
    ['an id beyond the integer range', encodeCursor([key[0], 2 ** 31])],
    ['a negative id', encodeCursor([key[0], -1])],
  ])('refuses %s with the catalogue message (400)', (_, cursor) => {
    const error = refusal(() => decodeCursor(cursor, ZTimeIdKey));
    expect(error.code).toBe('VALIDATION');
    expect(error.status).toBe(400);
    expect(error.message).toBe(messages.general.cursorInvalid);
    expect(error.fields).toEqual({ cursor: [messages.general.cursorInvalid] });
  });
});

describe('readPageRequest', () => {
  it('answers the first page at the default size when the query names nothing, reading one row more', () => {
    expect(readPageRequest({}, ZTimeIdKey)).toEqual({ pageSize: limits.pageSizeDefault, limit: limits.pageSizeDefault + 1, after: undefined });
  });

  it('reads page_size and the cursor', () => {
    expect(readPageRequest({ page_size: 3, cursor: encodeCursor(key) }, ZTimeIdKey)).toEqual({ pageSize: 3, limit: 4, after: key });
  });
});

describe('ZPageQuery', () => {
  it('takes page_size as the query string carries it', () => {
    expect(ZPageQuery.parse({ page_size: '20' })).toEqual({ page_size: 20 });
    expect(ZPageQuery.parse({})).toEqual({});
  });

  it.each(['0', '-1', '2.5', 'ten', String(limits.pageSizeMax + 1)])('refuses page_size=%s with the catalogue message', (pageSize) => {
    const parsed = ZPageQuery.safeParse({ page_size: pageSize });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([messages.general.pageSizeInvalid]);
  });

  it('refuses an empty or overlong cursor', () => {
    expect(ZPageQuery.safeParse({ cursor: '' }).success).toBe(false);
    expect(ZPageQuery.safeParse({ cursor: 'a'.repeat(limits.pageCursorMaxLength + 1) }).success).toBe(false);
  });
});

describe('pageOf', () => {
  const rows = [1, 2, 3, 4].map((id): { id: number; at: string } => ({ id, at: `2026-11-19T10:15:00.00000${id}Z` }));
  const keyOf = (row: { id: number; at: string }): TimeIdKey => [row.at, row.id];

  it('answers pageSize rows and links to the page after the last of them, keeping the other parameters', () => {
    const page = readPageRequest({ page_size: 3 }, ZTimeIdKey);
    const { items, nextLink } = pageOf(rows, page, keyOf, '/api/dealer/confirm_orders/5/?page_size=3&x=%C3%A9');
    expect(items.map((row) => row.id)).toEqual([1, 2, 3]);
    const match = /^<([^>]+)>; rel="next"$/.exec(nextLink ?? '');
    const next = new URL(match?.[1] ?? '', 'http://localhost');
    expect(next.pathname).toBe('/api/dealer/confirm_orders/5/');
    expect(next.searchParams.get('page_size')).toBe('3');
    expect(next.searchParams.get('x')).toBe('é');
    expect(decodeCursor(next.searchParams.get('cursor') ?? '', ZTimeIdKey)).toEqual(['2026-11-19T10:15:00.000003Z', 3]);
  });

  it('gives no link on the last page, full or not', () => {
    expect(pageOf(rows, readPageRequest({ page_size: 4 }, ZTimeIdKey), keyOf, '/l/').nextLink).toBeUndefined();
    expect(pageOf(rows.slice(0, 2), readPageRequest({ page_size: 4 }, ZTimeIdKey), keyOf, '/l/').nextLink).toBeUndefined();
    expect(pageOf([], readPageRequest({}, ZTimeIdKey), keyOf, '/l/')).toEqual({ items: [], nextLink: undefined });
  });

  it('replaces the cursor of the request it answers instead of adding a second one', () => {
    const url = nextPageUrl(`/l/?cursor=${encodeCursor(key)}&page_size=2`, 'NEXT');
    expect(url).toBe('/l/?cursor=NEXT&page_size=2');
  });
});
