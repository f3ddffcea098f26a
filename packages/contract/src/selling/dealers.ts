import { z } from 'zod';

/**
 * GET /dealer/api/getdealers/{pincode}: the dealers serving a pincode, as
 * { data: { dealers: [...] } } (spec 7 reads data.data.dealers). min_qty and qty (the maximum)
 * are kg as decimal strings; dealing_in lists the category names the dealer has prices for
 * there; KT_ID is the displayed 'KTD' id; verified_on (ours, issue 28) the India date
 * (YYYY-MM-DD) an admin verified the dealer's documents, shown as the Verified badge.
 */
export const ZDealerCard = z.object({
  id: z.number().int(),
  KT_ID: z.string(),
  name: z.string(),
  mobile: z.string(),
  account_type: z.string(),
  dealing_in: z.array(z.string()),
  min_qty: z.string(),
  qty: z.string(),
  verified_on: z.string().nullable(),
});
export type DealerCard = z.infer<typeof ZDealerCard>;
export const ZGetDealersResponse = z.object({ data: z.object({ dealers: z.array(ZDealerCard) }) });
export type GetDealersResponse = z.infer<typeof ZGetDealersResponse>;
