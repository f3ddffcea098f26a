import { z } from 'zod';
import { ZRejection } from './rejection.ts';

/**
 * GET /v3/admin/pincode-requests/ (an admin): the dealers' pending pincode requests, oldest
 * first (the longest waiting on top), paged. POST …/{id}/approve/ adds the area to the dealer
 * (409 when the dealer already serves it or holds every slot); POST …/{id}/reject/ with a
 * reason. Each decision e-mails the dealer and writes an audit row; a decided request is 409.
 */
export const ZAdminPincodeRequest = z.object({
  id: z.number().int(),
  dealer: z.object({ id: z.number().int(), KT_ID: z.string(), username: z.string(), email: z.string() }),
  pincode: z.string(),
  area: z.string(),
  city: z.string(),
  state: z.string(),
  created_at: z.string(),
});
export type AdminPincodeRequest = z.infer<typeof ZAdminPincodeRequest>;
export const ZAdminPincodeRequestList = z.array(ZAdminPincodeRequest);

export const ZPincodeRejection = ZRejection;
