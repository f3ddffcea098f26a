import { z } from 'zod';
import { documentStatuses } from '../dealer-settings/documents.ts';
import { messages } from '../messages.ts';
import { orderStatuses } from '../orders/order-statuses.ts';
import { ZPageQuery } from '../paging.ts';
import { adminMessages } from './admin-messages.ts';

/**
 * PATCH /v3/admin/users/{id}/ (an admin): switch a customer's or dealer's account off or on
 * again. Off: the account's sessions end (at their next request, for good), a dealer leaves getdealers and
 * search-subcategory, and their marketplace says 'Dealer is not active'. A change is written to
 * the audit log and e-mailed to the account's owner; asking for the state it already has
 * changes nothing. Answers the account's entry.
 */
export const ZUserActivation = z.object({
  is_active: z.enum(['true', 'false'], { error: messages.general.invalidRequest }).transform((value) => value === 'true'),
});

/** The categories an admin searches (admin accounts are not listed). */
export const searchableCategories = ['customer', 'dealer', 'employee'] as const;
export type SearchableCategory = (typeof searchableCategories)[number];

export const userSearchMaxLength = 100;

/**
 * GET /v3/admin/users/?q=&category= (an admin): accounts whose name, e-mail or mobile number
 * contains `q` (any case), or whose KT id is `q` or starts with it (KTD12 finds KTD000012 too);
 * no `q`: every account. Newest first, paged (`page_size`, `cursor`, `Link rel="next"`).
 */
export const ZUserSearchQuery = ZPageQuery.extend({
  q: z
    .string()
    .trim()
    .max(userSearchMaxLength, adminMessages.userSearchTooLong)
    .optional()
    .describe('Part of a name, e-mail or mobile number, or a KT id (or its start).'),
  category: z.enum(searchableCategories, { error: adminMessages.userCategoryInvalid }).optional(),
});
export type UserSearchQuery = z.input<typeof ZUserSearchQuery>;

export const ZAdminUserEntry = z.object({
  id: z.number().int(),
  KT_ID: z.string(),
  username: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  account_category: z.enum(['customer', 'dealer', 'employee', 'admin']),
  account_type: z.string(),
  is_active: z.boolean(),
  is_verified: z.boolean(),
  created_at: z.string(),
});
export type AdminUserEntry = z.infer<typeof ZAdminUserEntry>;
export const ZAdminUserList = z.array(ZAdminUserEntry);

const ZParty = z.object({ id: z.number().int(), KT_ID: z.string(), username: z.string() });

/**
 * GET /v3/admin/users/{id}/ (an admin): the account's entry and what it has: a dealer's areas
 * and documents state, a customer's saved addresses, an employee's dealer (null for the others).
 */
export const ZAdminUserDetail = ZAdminUserEntry.extend({
  dealer: z.object({ areas: z.number().int(), documents_status: z.enum(documentStatuses), documents_reason: z.string().nullable(), /** Issue 28: pickups its customers reported as missed. */ no_shows: z.number().int(), /** Issue 28: its disputes an admin upheld. */ upheld_disputes: z.number().int() }).nullable(),
  customer: z.object({ addresses: z.number().int() }).nullable(),
  employer: ZParty.nullable(),
});
export type AdminUserDetail = z.infer<typeof ZAdminUserDetail>;

/**
 * GET /v3/admin/users/{id}/orders/ (an admin): the orders the account placed (a customer) or
 * received (a dealer), newest first, paged. `role` is the account's side of the order;
 * `other_party` the other side.
 */
export const ZAdminUserOrder = z.object({
  order_number: z.string(),
  created_at: z.string(),
  status: z.enum(orderStatuses),
  role: z.enum(['customer', 'dealer']),
  other_party: ZParty,
  pincode: z.string(),
  pickup_date: z.string(),
  total_items: z.number().int(),
  total_amount: z.string(),
});
export type AdminUserOrder = z.infer<typeof ZAdminUserOrder>;
export const ZAdminUserOrderList = z.array(ZAdminUserOrder);
