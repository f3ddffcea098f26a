import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import type { AreasRepo } from './areas.repo.ts';
import type { PricesRepo } from './prices.repo.ts';

/** Who reads a dealer's areas and prices: the dealer themselves, or anyone else (the marketplace page's reader). */
export type DealerReader = 'owner' | 'public';

/** The signed-in caller, when the request carried an access token. */
export type Reader = { userId: number; category: string } | undefined;

/**
 * The reads of a dealer's areas and prices that the spec's marketplace page makes (spec 2.8, 7),
 * open to anyone (spec 6): the dealer gets their full rows; anyone else (a visitor, a customer,
 * another dealer, the dealer's own employees, who have no part in the settings) only what the
 * page shows, and only of an active dealer whose documents an admin verified (issue 28; else 404,
 * as the page's own call answers).
 */
export function createDealerReadsService(deps: { areas: Pick<AreasRepo, 'isListedDealer' | 'listAreas' | 'listRequests'>; prices: Pick<PricesRepo, 'listDealerPrices'> }) {
  async function readerOf(dealerId: number, caller: Reader): Promise<DealerReader> {
    if (caller?.category === 'dealer' && caller.userId === dealerId) return 'owner';
    if (!(await deps.areas.isListedDealer(dealerId))) throw new AppError('NOT_FOUND', messages.marketplace.notFound);
    return 'public';
  }

  return {
    /** The dealer's areas, and their pincode requests for the dealer alone (null for anyone else). */
    async readAreas(dealerId: number, caller: Reader) {
      const reader = await readerOf(dealerId, caller);
      const [areas, requests] = await Promise.all([
        deps.areas.listAreas(dealerId),
        reader === 'owner' ? deps.areas.listRequests(dealerId) : Promise.resolve(null),
      ]);
      return { reader, areas, requests };
    },

    /** The dealer's prices customers can see (pincodes served now, catalogue items on sale). */
    async readPrices(dealerId: number, caller: Reader) {
      const reader = await readerOf(dealerId, caller);
      return { reader, rows: await deps.prices.listDealerPrices(dealerId) };
    },
  };
}
export type DealerReadsService = ReturnType<typeof createDealerReadsService>;
