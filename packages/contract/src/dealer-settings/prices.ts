import { z } from 'zod';
import { positiveDecimalText } from '../decimal-fields.ts';
import { ZPincode } from '../catalog/pincode-lookup.ts';
import { ZId } from '../ids.ts';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { dealerAreaMessages } from './dealer-area-messages.ts';

/**
 * A price in Rs per kg as typed: positive, at most two decimals, below `maxPricePerKg`; kept as
 * the decimal text ('14.5') so no float reaches the database. Refused with `dealerArea.priceInvalid`.
 */
export const ZPricePerKg = positiveDecimalText(limits.maxPricePerKg, dealerAreaMessages.priceInvalid);

/**
 * POST /dealer_details/add-price/ and /dealer_details/update-price/ (spec 3 'Price record'):
 * dealer (the caller), subcategory, pincode (one the dealer serves), price in Rs per kg.
 * add answers 201 { msg: 'Successfully added' } or 409 when the dealer already has a price
 * there (the spec's client then calls update); update answers 200 { msg: 'Successfully updated' }
 * or 404 when there is none.
 */
export const ZPriceRequest = z.object({ dealer: ZId, subcategory: ZId, pincode: ZPincode, price: ZPricePerKg });
export type PriceRequest = z.infer<typeof ZPriceRequest>;

/**
 * The dealer's price form of one subcategory (spec 2.7): a pincode they serve (chosen from
 * their areas), the price, and the commission box, which must be ticked.
 */
export const ZPriceForm = z.object({
  pincode: z.string().min(1, messages.general.enterPincode),
  price: ZPricePerKg,
  commission: z.boolean().refine((isAccepted) => isAccepted, dealerAreaMessages.commissionRequired),
});

/** POST /dealer_details/delete-price/: 200 { msg: 'successfully removed' } only when a price was removed, else 404. */
export const ZDeletePriceRequest = z.object({ dealer: ZId, subcategory: ZId, pincode: ZPincode });

/**
 * GET /dealer_details/get-price/{dealerId}/: the dealer's prices in the pincodes they serve now
 * (not of retired subcategories); price is a decimal string ('14.00'). The dealer themselves
 * gets ZDealerPrice rows; anyone else (spec 6: the marketplace page is open to anyone) gets
 * ZPublicDealerPrice rows of an active, verified dealer (else 404).
 */
export const ZDealerPrice = z.object({
  id: z.number().int(),
  dealer: z.number().int(),
  subcategory: z.number().int(),
  subcategory_name: z.string(),
  subcategory_image: z.string(),
  category_name: z.string(),
  pincode: z.string(),
  price: z.string(),
  unit: z.string(),
  updated_at: z.string(),
});
export type DealerPrice = z.infer<typeof ZDealerPrice>;
export const ZDealerPricesResponse = z.array(ZDealerPrice);

/**
 * A price as the public reads it: what the marketplace page shows, and the price list id that
 * search-subcategory already gives anyone; not when the dealer last changed it.
 */
export const ZPublicDealerPrice = ZDealerPrice.omit({ updated_at: true });
export type PublicDealerPrice = z.infer<typeof ZPublicDealerPrice>;
export const ZPublicDealerPricesResponse = z.array(ZPublicDealerPrice);
