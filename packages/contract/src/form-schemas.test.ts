import { describe, expect, it } from 'vitest';
import { ZSignupDetails } from './accounts/fields.ts';
import { ZResetPasswordForm } from './accounts/email-flows.ts';
import { ZAdminPasswordForm } from './admin/password.ts';
import { consoleMessages } from './admin/console-messages.ts';
import { ZRejection } from './admin/rejection.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { adminMessages } from './admin/admin-messages.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const details = {
  username: 'Asha',
  email: 'asha@example.com',
  mobile_number: '9876543210',
  password: 'long-enough',
  confirm_password: 'long-enough',
  agreement: true,
};

describe('the forms’ schemas', () => {
  it('marks both passwords of a sign-up that differ, even when another field fails too', () => {
    expect(issues(ZSignupDetails.safeParse({ ...details, confirm_password: 'long-enougH', agreement: false }))).toEqual([
      ['agreement', messages.accounts.agreementRequired],
      ['password', messages.signUp.passwordsInvalid],
      ['confirm_password', messages.signUp.passwordsInvalid],
    ]);
    expect(ZSignupDetails.safeParse(details).success).toBe(true);
  });

  it("says the reset page's one message for a second password that differs", () => {
    expect(issues(ZResetPasswordForm.safeParse({ password: 'Long-enough-1', confirm_password: 'Long-enough-2' }))).toEqual([
      ['confirm_password', messages.password.resetTooShort],
    ]);
  });

  it("says the console's mismatch at the confirmation only", () => {
    const form = { current_password: 'old', new_password: 'Saffron-Lantern-Orbit-93', confirm_password: 'Saffron-Lantern-Orbit-94' };
    expect(issues(ZAdminPasswordForm.safeParse(form))).toEqual([['confirm_password', consoleMessages.newPasswordsDiffer]]);
  });

  it('bounds every rejection reason by the one limit', () => {
    expect(issues(ZRejection.safeParse({ reason: 'x'.repeat(limits.rejectionReasonMaxLength + 1) }))).toEqual([['reason', adminMessages.reasonTooLong]]);
    expect(adminMessages.reasonTooLong).toContain(String(limits.rejectionReasonMaxLength));
    expect(ZRejection.parse({ reason: ' Too far. ' })).toEqual({ reason: 'Too far.' });
  });
});
