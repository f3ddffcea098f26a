import { z } from 'zod';

/**
 * Every action the audit log names (issue 15): the server's recordAdminAction takes only these,
 * and the console's audit page has words for each.
 */
export const adminActionNames = [
  'user.deactivate',
  'user.reactivate',
  'pincode.approve',
  'pincode.reject',
  'documents.verify',
  'documents.reject',
  'category_request.approve',
  'category_request.reject',
  'category.create',
  'category.update',
  'category.retire',
  'category.unretire',
  'subcategory.create',
  'subcategory.update',
  'subcategory.retire',
  'subcategory.unretire',
  'team-member.create',
  'team-member.update',
  'team-member.delete',
  'testimonial.create',
  'testimonial.update',
  'testimonial.delete',
  'faq.create',
  'faq.update',
  'faq.delete',
  'initiative.remove',
  'site-settings.update',
  'submissions.export',
  'mail.retry',
  'mail.test',
  'password.change',
  // Issue 28: the dealer's commission paid by UPI.
  'commission.verify',
  'commission.reject',
  // Issue 28: the dispute window.
  'dispute.uphold',
  'dispute.reject',
] as const;
export type AdminActionName = (typeof adminActionNames)[number];

/**
 * GET /v3/admin/audit/ (an admin): every admin action, newest first, paged (`page_size`,
 * `cursor`, `Link rel="next"`). `admin` is null once the acting admin's account is gone.
 */
export const ZAuditEntry = z.object({
  id: z.number().int(),
  admin: z.object({ id: z.number().int(), KT_ID: z.string(), username: z.string() }).nullable(),
  action: z.string(),
  target_kind: z.string(),
  target_id: z.number().int().nullable(),
  detail: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditList = z.array(ZAuditEntry);
