import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { categoriesQuery } from '../features/catalog/api/get-categories.ts';
import { faqQuery } from '../features/content/api/get-faq.ts';
import { teamMembersQuery } from '../features/content/api/get-team-members.ts';
import { testimonialsQuery } from '../features/content/api/get-testimonials.ts';
import { siteImpactQuery } from '../features/impact/api/get-impact.ts';
import { marketplacePageQuery } from '../features/marketplace/api/get-marketplace-page.ts';
import { dealersQuery, priceListQuery } from '../features/selling/api/area-requests.ts';
import { areaQuery } from '../features/selling/api/get-area.ts';
import { siteSettingsQuery } from '../features/site-settings/api/get-site-settings.ts';
import type { PageDataName } from './route-table.ts';

/** Reads one query into the cache: awaited on the server, started (not awaited) in the browser. */
export type ReadQuery = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) => Promise<unknown>;

type PageInput = { read: ReadQuery; params: Readonly<Record<string, string | undefined>>; pincode: string | null };

/**
 * What each server-rendered page shows from the server, as the same query options its
 * components read: the server renders them into the HTML (and the page's dehydrated cache), the
 * browser starts them while a later visit's page code downloads. Every page's footer shows the
 * site settings.
 */
const pageData: Record<PageDataName, (input: PageInput) => Promise<unknown>[]> = {
  about: ({ read }) => [read(siteSettingsQuery), read(teamMembersQuery), read(siteImpactQuery)],
  joinUs: ({ read }) => [read(siteSettingsQuery), read(testimonialsQuery('working-team-members'))],
  sell: ({ read }) => [read(siteSettingsQuery), read(categoriesQuery), read(testimonialsQuery('happy-customers'))],
  sellItem: ({ read, pincode }) => [
    read(siteSettingsQuery),
    read(categoriesQuery),
    ...(pincode ? [read(priceListQuery(pincode)), read(dealersQuery(pincode)), read(areaQuery(pincode))] : []),
  ],
  faq: ({ read }) => [read(siteSettingsQuery), read(faqQuery)],
  siteSettings: ({ read }) => [read(siteSettingsQuery)],
  marketplace: ({ read, params }) => [read(siteSettingsQuery), ...(params.num ? [read(marketplacePageQuery(params.num))] : [])],
};

/** What every page's footer shows from the server beside the site settings: whether a team is published (issue 28: its 'Our Team' link). */
const footerData = (read: ReadQuery): Promise<unknown>[] => [read(teamMembersQuery)];

/** The pages whose HTML depends on the page state (the visitor's area, their kind of scrap); the rest are the same for everyone. */
export const drawnFromPageState: ReadonlySet<PageDataName> = new Set(['sellItem', 'marketplace']);

/** On the server: every read of the page, awaited (a failed one fails the render, which then answers the shell). */
export function readPageData(queryClient: QueryClient, name: PageDataName, input: Omit<PageInput, 'read'>): Promise<unknown> {
  const read: ReadQuery = (options) => queryClient.ensureQueryData(options);
  return Promise.all([...pageData[name]({ ...input, read }), ...footerData(read)]);
}

/** In the browser: the reads started into the cache, not awaited (a page shows its own loading and error states). */
export function startPageData(queryClient: QueryClient, name: PageDataName, input: Omit<PageInput, 'read'>): void {
  const read: ReadQuery = (options) => queryClient.prefetchQuery(options);
  pageData[name]({ ...input, read });
  footerData(read);
}
