import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import { renderPage, sentJson, stubFetch } from '../../../test-render.tsx';
import { answerOrFail, failedAnswers, type TestAnswer } from '../../../test-support.ts';
import { ForgotPassword } from './forgot-password.tsx';

async function sendEmail(email = 'asha@example.com') {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send email' }));
  });
}

describe('ForgotPassword', () => {
  it('asks for the reset e-mail of a verified dealer account and then says to check the mail', async () => {
    const fetchMock = stubFetch((url) =>
      url.startsWith('/v3/api/database-checker/') ? { status: 302, body: { msg: 'User exists' } } : { body: { msg: 'sent' } },
    );
    renderPage(<ForgotPassword />, { path: '/forget_password' });
    fireEvent.click(screen.getByRole('tab', { name: 'Dealer' }));
    await sendEmail();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/v3/api/database-checker/dealer/asha%40example.com',
      '/v3/api/request-password-reset-email/dealer/',
    ]);
    expect(sentJson(fetchMock.mock.calls[1]?.[1])).toEqual({ email: 'asha@example.com' });
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(messages.password.resetMailSent);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
  });

  it.each([
    [403, { msg: 'Please firstly verify your email. Mail sent to your email!!' }, messages.password.resetVerifyFirst],
    [404, { msg: 'User does not exist' }, messages.password.emailNotRegistered],
    [500, { code: 'INTERNAL', message: 'x', requestId: 'r' }, messages.password.emailNotRegistered],
  ])('answers a checker %i with its message and asks for no reset e-mail', async (status, body, shown) => {
    const fetchMock = stubFetch(() => ({ status, body }));
    renderPage(<ForgotPassword />, { path: '/forget_password' });
    await sendEmail();
    expect((await screen.findByRole('dialog')).textContent).toContain(shown);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
  });

  describe('an unverified account', () => {
    const regeneratePath = '/v3/api/regenerate-verification-email/customer/';

    async function checkAndResend(regeneration: TestAnswer | null) {
      const fetchMock = stubFetch((url) =>
        url === regeneratePath ? answerOrFail(regeneration) : { status: 403, body: { msg: messages.signUp.checkerVerifyFirstMsg } },
      );
      renderPage(<ForgotPassword />, { path: '/forget_password' });
      await sendEmail();
      await screen.findByText(messages.password.resetVerifyFirst);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: messages.accounts.resendLink }));
      });
      return fetchMock;
    }

    it('can ask for the activation link again, and says it was sent', async () => {
      const fetchMock = await checkAndResend({ body: { msg: 'Verification email sent' } });
      expect(await screen.findByText(messages.signUp.verificationSent)).toBeTruthy();
      expect(sentJson(fetchMock.mock.calls.find(([url]) => url === regeneratePath)?.[1])).toEqual({ email: 'asha@example.com' });
    });

    it.each(failedAnswers)("says 'Error in sending regeneration link' when the resend fails (%s)", async (_label, answer) => {
      await checkAndResend(answer);
      await screen.findByText(messages.signUp.regenerationFailed);
      const dialog = screen.getByRole('dialog', { name: 'Forgot Password' });
      expect(dialog.querySelector('.dialog__text')?.textContent).toBe(messages.signUp.regenerationFailed);
    });
  });
});
