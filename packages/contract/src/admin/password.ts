import { z } from 'zod';
import { consoleMessages } from './console-messages.ts';
import { adminPasswordRules } from './password-rules.ts';
import { typedTwice } from '../typed-twice.ts';

/**
 * POST /v3/admin/password/ (an admin; multipart, urlencoded or JSON): changes the signed-in
 * admin's own password. The one admin endpoint open while the account must change its password
 * (the first admin, whose password was generated and printed at first start): every other one
 * answers 403 with consoleMessages.passwordChangeRequired until this succeeds.
 *
 * The new password has at least adminPasswordRules.minLength characters, is not a common one (the
 * server's zxcvbn check, as at sign-up) and differs from the current one. 200 { msg } and the
 * flag is cleared; the account's other sign-ins end. 400 with per-field messages: a wrong
 * `current_password` or a refused `new_password` (nothing changed). Writes the audit row
 * 'password.change'.
 */
export const ZAdminPasswordChange = z.object({
  current_password: z
    .string({ error: consoleMessages.currentPasswordRequired })
    .min(1, consoleMessages.currentPasswordRequired)
    .max(adminPasswordRules.maxLength, consoleMessages.currentPasswordWrong),
  new_password: z
    .string({ error: consoleMessages.adminPasswordTooShort })
    .min(adminPasswordRules.minLength, consoleMessages.adminPasswordTooShort)
    .max(adminPasswordRules.maxLength, consoleMessages.adminPasswordTooLong),
});
export type AdminPasswordChange = z.infer<typeof ZAdminPasswordChange>;

/** The console's password form: the change, with the new password typed a second time (the form's own field). */
export const ZAdminPasswordForm = ZAdminPasswordChange.extend({ confirm_password: z.string() }).refine(
  ...typedTwice('new_password', 'confirm_password', consoleMessages.newPasswordsDiffer),
);
