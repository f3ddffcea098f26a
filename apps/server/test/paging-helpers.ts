import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { bearer } from './accounts-helpers.ts';

/** The URL of a response's `Link: <…>; rel="next"` header, or undefined when it has none. */
export function nextPageLink(res: { headers: Record<string, unknown> }): string | undefined {
  const link = res.headers.link;
  if (link === undefined) return undefined;
  const match = /^<([^>]+)>; rel="next"$/.exec(String(link));
  expect(match, String(link)).not.toBeNull();
  return match?.[1];
}

/**
 * Follows the Link headers of a paged list from `firstUrl` to its last page as `who`, calling
 * `between` after every page that has a next one (to add rows meanwhile); answers each page's
 * rows. Every page must be a bare JSON list.
 */
export async function pageThrough<Row>(
  app: FastifyInstance,
  who: AuthRecord,
  firstUrl: string,
  between: () => Promise<unknown> = async () => undefined,
): Promise<Row[][]> {
  const pages: Row[][] = [];
  let url: string | undefined = firstUrl;
  while (url) {
    const res = await app.inject({ method: 'GET', url, headers: bearer(who) });
    expect(res.statusCode, res.body).toBe(200);
    const body: unknown = res.json();
    expect(Array.isArray(body)).toBe(true);
    pages.push(body as Row[]);
    url = nextPageLink(res);
    if (url) await between();
    expect(pages.length, 'a list that never ends').toBeLessThan(50);
  }
  return pages;
}
