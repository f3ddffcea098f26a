import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * PATCH /v3/admin/users/{id}/ (an admin): switch a customer's or dealer's account off or on
 * again. Off: the account's sessions stop at their next request, a dealer leaves getdealers and
 * search-subcategory, and their marketplace says 'Dealer is not active'. Written to the audit log.
 */
export const ZUserActivation = z.object({
  is_active: z.enum(['true', 'false'], { error: messages.general.invalidRequest }).transform((value) => value === 'true'),
});

export const ZAdminUserEntry = z.object({
  id: z.number().int(),
  KT_ID: z.string(),
  username: z.string(),
  email: z.string(),
  account_category: z.enum(['customer', 'dealer', 'employee', 'admin']),
  account_type: z.string(),
  is_active: z.boolean(),
});
export type AdminUserEntry = z.infer<typeof ZAdminUserEntry>;
