import { z } from 'zod';

/**
 * GET /dealer_details/search-subcategory/{pincode}/: every price a dealer who serves the
 * pincode has set there (spec 3 'Price list entry'). The spec's server answers 302 with the
 * list as the body (no Location header), and so does ours; an empty list when nobody serves it.
 * `price` is Rs per kg as a decimal string ('14.00'); `dealer_name` and `dealer_kt_id` are ours,
 * and so are `dealer_account_type` (the sell page orders and labels by who buys from whom,
 * selling/who-buys.ts) and `dealer_verified_on`, the India date (YYYY-MM-DD) an admin verified
 * the dealer's documents: only verified dealers are listed (issue 28).
 */
export const ZPriceListEntry = z.object({
  id: z.number().int(),
  subcategory: z.number().int(),
  subcategory_name: z.string(),
  subcategory_image: z.string(),
  price: z.string(),
  dealer: z.number().int(),
  dealer_name: z.string(),
  dealer_kt_id: z.string(),
  dealer_account_type: z.string(),
  dealer_verified_on: z.string().nullable(),
  pincode: z.string(),
  unit: z.string(),
  GST: z.string(),
  percentage: z.string(),
  category_name: z.string(),
});
export type PriceListEntry = z.infer<typeof ZPriceListEntry>;
export const ZPriceListResponse = z.array(ZPriceListEntry);
