import { pathTo } from '@kt/contract/http/path-to';
import { maxId } from '@kt/contract/ids';
import { messages } from '@kt/contract/messages';
import type { MarketplacePage } from '@kt/contract/marketplace/page';
import * as routes from '@kt/contract/routes';
import { siteName } from '@kt/contract/site';
import type { CachedAnswer } from '../../platform/cache/list-cache.ts';
import type { PageHead } from '../../platform/http/web-app.ts';
import type { MarketplaceAnswers } from './page.service.ts';

const marketplacePath = /^\/marketplace\/(\d{1,10})\/?$/;

// A replacer function, never a string: a dealer's name may hold $& $' or $`, which a replacement string expands.
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/**
 * The title and description of a dealer's page in its HTML, for search engines and link
 * previews, which do not run the app: from the same cached answer the page reads. No such
 * dealer answers 404; an inactive one is kept out of search results.
 */
export function marketplacePageHead(answers: MarketplaceAnswers) {
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
      head = headOf(JSON.parse(answer.body) as MarketplacePage);
      heads.set(answer, head);
    }
    return head;
  };
}

function headOf(page: MarketplacePage): PageHead {
  const { dealer } = page;
  if (!dealer.is_active) return { title: `${dealer.username} | ${siteName}`, description: messages.marketplace.inactive, noindex: true };
  const values = {
    name: dealer.username,
    type: dealer.account_type,
    city: page.areas[0]?.city ?? '',
    areas: page.areas.map((area) => `${area.area} (${area.pincode})`).join(', ') || (page.areas[0]?.city ?? ''),
  };
  const title = values.city ? fill(messages.marketplaceArea.pageTitle, values) : dealer.username;
  return {
    title: `${title} | ${siteName}`,
    description: fill(messages.marketplaceArea.pageDescription, values),
    // The page's one read, cached here: on a slow network it arrives with the scripts.
    preloadFetch: pathTo(routes.marketplacePage, { id: dealer.id }),
  };
}
