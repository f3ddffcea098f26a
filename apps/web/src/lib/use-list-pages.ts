import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { ListPage } from './api-client.ts';

/** The cache of a list paged on the server: the pages read so far. */
export type ListPages<T> = InfiniteData<ListPage<T>, string | undefined>;

function allItems<T>(data: ListPages<T>): T[] {
  return data.pages.flatMap((page) => page.items);
}

/**
 * A list the server pages (orders, category requests, employees): the first page from
 * `fetchPage()`, each next one from the path the previous page's Link header named. `data` is
 * every row read so far, in the server's order; `hasNextPage` and `fetchNextPage` drive a
 * 'Show more' button.
 */
export function useListPages<T>(queryKey: QueryKey, fetchPage: (path?: string) => Promise<ListPage<T>>) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPath,
    select: allItems<T>,
  });
}

/** The cached pages with `change` applied to each page's rows (for a mutation that knows the new state). */
export function changeListItems<T>(data: ListPages<T> | undefined, change: (items: T[]) => T[]): ListPages<T> | undefined {
  return data && { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) };
}

/** Whether a cached query value is the pages of a paged list (as opposed to a plain answer). */
export function isListPages(data: unknown): data is ListPages<unknown> {
  return typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages);
}
