import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { answer, failureOf, refuse, stubEndpoint, type Reply } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { failedAnswers } from '../../../test-support.ts';
import { ForgotPassword } from './forgot-password.tsx';

async function sendEmail(email = 'asha@example.com') {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send email' }));
  });
}

describe('ForgotPassword', () => {
  it('asks for the reset e-mail of a verified dealer account and then says to check the mail', async () => {
    const sent: string[] = [];
    const checks = stubEndpoint(routes.databaseChecker, () => {
      sent.push('checker');
      return { msg: 'User exists' };
    });
    const resets = stubEndpoint(routes.requestPasswordReset, () => {
      sent.push('reset');
      return { msg: 'sent' };
    });
    renderPage(<ForgotPassword />, { path: '/forget_password' });
    fireEvent.click(screen.getByRole('tab', { name: 'Dealer' }));
    await sendEmail();
    expect(sent).toEqual(['checker', 'reset']);
    expect(checks.calls[0]?.url.pathname).toBe('/v3/api/database-checker/dealer/asha%40example.com');
    expect(resets.calls.map((call) => call.params)).toEqual([{ utype: 'dealer' }]);
    expect(resets.calls[0]?.json).toEqual({ email: 'asha@example.com' });
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(messages.password.resetMailSent);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
  });

  it.each([
    [403, answer({ msg: 'Please firstly verify your email. Mail sent to your email!!' }, { status: 403 }), messages.password.resetVerifyFirst],
    [404, answer({ msg: 'User does not exist' }, { status: 404 }), messages.password.emailNotRegistered],
    [500, refuse(500, { code: 'INTERNAL', message: 'x', requestId: 'r' }), messages.password.emailNotRegistered],
  ] as const)('answers a checker %i with its message and asks for no reset e-mail', async (_status, reply, shown) => {
    const checks = stubEndpoint(routes.databaseChecker, reply);
    const resets = stubEndpoint(routes.requestPasswordReset, { msg: 'sent' });
    renderPage(<ForgotPassword />, { path: '/forget_password' });
    await sendEmail();
    expect((await screen.findByRole('dialog')).textContent).toContain(shown);
    expect(checks.calls).toHaveLength(1);
    expect(resets.calls).toHaveLength(0);
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
  });

  describe('an unverified account', () => {
    async function checkAndResend(regeneration: Reply<typeof routes.regenerateVerification>) {
      stubEndpoint(routes.databaseChecker, answer({ msg: messages.signUp.checkerVerifyFirstMsg }, { status: 403 }));
      const regenerations = stubEndpoint(routes.regenerateVerification, regeneration);
      renderPage(<ForgotPassword />, { path: '/forget_password' });
      await sendEmail();
      await screen.findByText(messages.password.resetVerifyFirst);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: messages.accounts.resendLink }));
      });
      return regenerations;
    }

    it('can ask for the activation link again, and says it was sent', async () => {
      const regenerations = await checkAndResend({ msg: 'Verification email sent' });
      expect(await screen.findByText(messages.signUp.verificationSent)).toBeTruthy();
      expect(regenerations.calls.map((call) => [call.params, call.json])).toEqual([[{ utype: 'customer' }, { email: 'asha@example.com' }]]);
    });

    it.each(failedAnswers)("says 'Error in sending regeneration link' when the resend fails (%s)", async (_label, failed) => {
      await checkAndResend(failureOf(failed));
      await screen.findByText(messages.signUp.regenerationFailed);
      const dialog = screen.getByRole('dialog', { name: 'Forgot Password' });
      expect(dialog.querySelector('.dialog__text')?.textContent).toBe(messages.signUp.regenerationFailed);
    });
  });
});
