import type { PriceRequest } from '@kt/contract/dealer-settings/prices';
import { AppError } from '@kt/contract/errors';
import type { PriceKey, PricesRepo } from './prices.repo.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

type PriceKeyFields = Pick<PriceRequest, 'dealer' | 'subcategory' | 'pincode'>;
const keyOf = ({ dealer, subcategory, pincode }: PriceKeyFields): PriceKey => ({ dealerId: dealer, subcategoryId: subcategory, pincode });

/**
 * The rules of a dealer's prices (spec 3 'Price record', 7 'Dealer settings'): one price per
 * subcategory on sale and pincode the dealer serves.
 */
export function createPricesService(repo: PricesRepo) {
  /** The key of the price named, once its subcategory exists (not retired) and its pincode is one the dealer serves. */
  async function servedPriceKey(fields: PriceKeyFields): Promise<PriceKey> {
    const key = keyOf(fields);
    const state = await repo.subcategoryState(key.subcategoryId);
    if (state === 'unknown') {
      throw new AppError('NOT_FOUND', dealerAreaMessages.subcategoryUnknown, { subcategory: [dealerAreaMessages.subcategoryUnknown] });
    }
    if (state === 'retired') {
      throw new AppError('CONFLICT', adminMessages.catalogueItemRetired, { subcategory: [adminMessages.catalogueItemRetired] });
    }
    if (!(await repo.servesPincode(key.dealerId, key.pincode))) {
      throw new AppError('CONFLICT', dealerAreaMessages.priceNotServed, { pincode: [dealerAreaMessages.priceNotServed] });
    }
    return key;
  }

  return {
    async add(request: PriceRequest): Promise<void> {
      const key = await servedPriceKey(request);
      // The spec's client answers a refused add by calling update, so an existing price is a 409, not a silent overwrite.
      if (!(await repo.insertPrice(key, request.price))) throw new AppError('CONFLICT', dealerAreaMessages.priceExists);
    },

    async update(request: PriceRequest): Promise<void> {
      const key = await servedPriceKey(request);
      if (!(await repo.updatePrice(key, request.price))) throw new AppError('NOT_FOUND', dealerAreaMessages.priceMissing);
    },

    /** A price in a pincode no longer served can still be removed: it is the dealer's own row. */
    async remove(fields: PriceKeyFields): Promise<void> {
      if (!(await repo.deletePrice(keyOf(fields)))) throw new AppError('NOT_FOUND', dealerAreaMessages.priceNotRemoved);
    },
  };
}
export type PricesService = ReturnType<typeof createPricesService>;
