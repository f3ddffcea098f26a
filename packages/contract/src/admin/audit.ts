import { z } from 'zod';

/** The actions the audit log names (issue 15); more join as the admin console grows. */
export const adminActionNames = ['user.deactivate', 'user.reactivate', 'pincode.approve', 'pincode.reject'] as const;
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
