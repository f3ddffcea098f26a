import { z } from 'zod';
import { ZId } from '../ids.ts';
import { ZCatalogueName } from './catalogue.ts';
import { ZRejection } from './rejection.ts';
import { adminMessages } from './admin-messages.ts';

/**
 * GET /v3/admin/category-requests/ (an admin): the dealers' pending category requests, oldest
 * first (the longest waiting on top), paged like every list (Link rel="next"). Each names the
 * dealer (with their e-mail, as names repeat), the requested name, the description and the dealer's picture (a public URL).
 *
 * POST …/{id}/approve/ adds the request to the catalogue with the request's picture: as a new
 * category (`as` 'category', the default) or as a subcategory of `category_id` (`as`
 * 'subcategory'), named `name` or, without one, as requested. 409 when the name is taken there
 * or the request is already decided. POST …/{id}/reject/ with a reason. Each decision e-mails
 * the dealer (their request list shows the status and the reason) and writes an audit row.
 */
export const ZAdminCategoryRequest = z.object({
  id: z.number().int(),
  dealer: z.object({ id: z.number().int(), KT_ID: z.string(), username: z.string(), email: z.string() }),
  category_name: z.string(),
  description: z.string(),
  /** The dealer's picture: an absolute URL. */
  image: z.string(),
  created_at: z.string(),
});
export type AdminCategoryRequest = z.infer<typeof ZAdminCategoryRequest>;
export const ZAdminCategoryRequestList = z.array(ZAdminCategoryRequest);

export const categoryApprovalKinds = ['category', 'subcategory'] as const;
export type CategoryApprovalKind = (typeof categoryApprovalKinds)[number];

export const ZCategoryApproval = z
  .object({
    as: z.enum(categoryApprovalKinds, { error: adminMessages.approvalKindInvalid }).default('category'),
    category_id: ZId.optional(),
    name: ZCatalogueName.optional(),
  })
  .superRefine((value, context) => {
    if (value.as === 'subcategory' && value.category_id === undefined) {
      context.addIssue({ code: 'custom', path: ['category_id'], message: adminMessages.approvalCategoryRequired });
    }
  });
export type CategoryApproval = z.input<typeof ZCategoryApproval>;
/** The approve call's body: every field optional, so a call with no body at all approves it as a category, named as requested. */
export const ZCategoryApprovalBody = ZCategoryApproval.nullish();

/** What an approval added to the catalogue. */
export const ZCategoryApprovalResponse = z.object({
  msg: z.string(),
  as: z.enum(categoryApprovalKinds),
  /** The new category's or subcategory's id. */
  id: z.number().int(),
  name: z.string(),
});
export type CategoryApprovalResponse = z.infer<typeof ZCategoryApprovalResponse>;

export const ZCategoryRejection = ZRejection;
