import type { DealerAccountType } from '@kt/contract/accounts/account-types';
import { pathTo } from '@kt/contract/http/path-to';
import { maxId } from '@kt/contract/ids';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import type { MarketplaceArea, MarketplacePage } from '@kt/contract/marketplace/page';
import * as routes from '@kt/contract/routes';
import { siteName } from '@kt/contract/site';
import type { CachedAnswer } from '../../platform/cache/list-cache.ts';
import type { PageHead } from '../../platform/http/page-head-tags.ts';
import type { MarketplaceAnswers } from './page.service.ts';
import { verifiedDealerMessages } from '@kt/contract/selling/verified-dealer-messages';

const marketplacePath = /^\/marketplace\/(\d{1,10})\/?$/;

/** The site's link-preview picture (apps/web/public/og-image.png): previews show SVG badly, so not the favicon. */
const siteImagePath = '/og-image.png';

/** Past this many areas the description says 'and N more': search engines cut a long one anyway. */
const areasNamed = 4;

// A replacer function, never a string: a dealer's name may hold $& $' or $`, which a replacement string expands.
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** The page's address as the spec writes it (/marketplace/{id}/), absolute. */
const pageUrl = (publicUrl: string, dealerId: number) => `${publicUrl}/marketplace/${dealerId}/`;

/**
 * The head of a dealer's page in its HTML, for search engines and link previews, which do not
 * run the app: from the same cached answer the page reads. No such dealer answers 404; an
 * inactive one is kept out of search results. `publicUrl` is the server's own (no trailing slash).
 */
export function marketplacePageHead(answers: MarketplaceAnswers, site: { publicUrl: string }) {
  // A held answer is the same object until the dealer changes: its head is worked out once.
  const heads = new WeakMap<CachedAnswer, PageHead>();
  return async (pathname: string): Promise<PageHead | undefined> => {
    const id = marketplacePath.exec(pathname)?.[1];
    if (!id) return undefined;
    const dealerId = Number(id);
    const answer = dealerId > 0 && dealerId <= maxId ? await answers.answer(dealerId) : undefined;
    if (!answer || answer.body === '') return { title: `${messages.marketplace.notFound} | ${siteName}`, status: 404, noindex: true };
    let head = heads.get(answer);
    if (!head) {
      head = headOf(JSON.parse(answer.body) as MarketplacePage, site.publicUrl);
      heads.set(answer, head);
    }
    return head;
  };
}

const typeLabels: Record<DealerAccountType, string> = {
  Kabadi: messages.marketplaceArea.dealerTypeKabadi,
  Collector: messages.marketplaceArea.dealerTypeCollector,
  Recycler: messages.marketplaceArea.dealerTypeRecycler,
};

/** 'Sadar Bazar (282001), Civil Lines (282002)', or the first few and how many more. */
function areaList(areas: readonly MarketplaceArea[]): string {
  const named = areas.slice(0, areasNamed).map((area) => fill(messages.marketplaceArea.areaInList, { area: area.area, pincode: area.pincode }));
  const list = named.join(', ');
  return areas.length > areasNamed ? fill(messages.marketplaceArea.areasMore, { areas: list, count: String(areas.length - areasNamed) }) : list;
}

function headOf(page: MarketplacePage, publicUrl: string): PageHead {
  const { dealer } = page;
  const canonicalUrl = pageUrl(publicUrl, dealer.id);
  // The page answer carries no picture of the dealer (contract marketplace/page.ts): previews show the site's.
  const picture = { imageUrl: `${publicUrl}${siteImagePath}`, imageAlt: messages.marketplaceArea.siteImageAlt };
  if (!dealer.is_active) {
    return { title: `${dealer.username} | ${siteName}`, description: messages.marketplace.inactive, noindex: true, canonicalUrl, ...picture };
  }
  // Issue 28: a dealer whose documents an admin has not verified is not indexed.
  if (dealer.verified_on === null) {
    return { title: `${dealer.username} | ${siteName}`, description: verifiedDealerMessages.notBookable, noindex: true, canonicalUrl, ...picture };
  }
  const values = {
    name: dealer.username,
    type: typeLabels[dealer.account_type],
    city: [...new Set(page.areas.map((area) => area.city))].join(', '),
    areas: areaList(page.areas),
  };
  const hasArea = page.areas.length > 0;
  const title = fill(hasArea ? messages.marketplaceArea.pageTitle : messages.marketplaceArea.pageTitleNoArea, values);
  const description = fill(hasArea ? messages.marketplaceArea.pageDescription : messages.marketplaceArea.pageDescriptionNoArea, values);
  return {
    title: `${title} | ${siteName}`,
    description,
    canonicalUrl,
    ...picture,
    jsonLd: businessOf(page, canonicalUrl, picture.imageUrl),
    // The page's one read, cached here: on a slow network it arrives with the scripts.
    preloadFetch: pathTo(routes.marketplacePage, { id: dealer.id }),
  };
}

const postalAddress = (area: MarketplaceArea) => ({
  '@type': 'PostalAddress',
  addressLocality: area.city,
  addressRegion: area.state,
  postalCode: area.pincode,
  addressCountry: 'IN',
});

/**
 * The dealer as schema.org data, from the page's own facts only. A RecyclingCenter is a kind of
 * LocalBusiness. The address is the first area the dealer serves (the page knows no street);
 * the rating appears once someone has rated; the page knows no opening hours, so none are given.
 */
function businessOf(page: MarketplacePage, url: string, image: string): Record<string, unknown> {
  const [first] = page.areas;
  const stats = page.stats;
  const rated = stats && stats.rating_count > 0 && stats.rating_average !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'RecyclingCenter',
    name: page.dealer.username,
    url,
    image,
    ...(first ? { address: postalAddress(first) } : {}),
    ...(page.areas.length > 0 ? { areaServed: page.areas.map((area) => ({ '@type': 'Place', name: area.area, address: postalAddress(area) })) } : {}),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: stats.rating_average,
            ratingCount: stats.rating_count,
            bestRating: limits.ratingMax,
            worstRating: limits.ratingMin,
          },
        }
      : {}),
  };
}
