import { z } from 'zod';
import { accountCategories, accountTypes } from './account-types.ts';

/**
 * The stored auth record (spec section 3): what sign-in answers with and what the web app
 * keeps in browser storage. Its presence is the 'sign-in marker' of spec 2.1.
 */
export const ZAuthRecord = z.object({
  id: z.number().int(),
  KT_ID: z.string(),
  username: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  account_type: z.enum(accountTypes),
  account_category: z.enum(accountCategories),
  tokens: z.object({ refresh: z.string(), access: z.string() }),
  /** Employees only (ours): the id of the dealer they work for, whose pickups they see. */
  dealer_id: z.number().int().optional(),
  /**
   * Ours: true on the sign-in of an admin whose password was generated at first start; every
   * admin endpoint but POST /v3/admin/password/ answers 403 until it is changed. Absent otherwise.
   */
  must_change_password: z.literal(true).optional(),
});
export type AuthRecord = z.infer<typeof ZAuthRecord>;
