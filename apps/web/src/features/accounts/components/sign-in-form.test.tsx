import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { reloadPage } from '../../../lib/reload-page.ts';
import { failureOf, refuse, stubEndpoint, type Reply } from '../../../test/api-stubs.ts';
import { failedAnswers, makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { tooManyRequestsMessage } from '@kt/contract/wait-text';
import { newUserMessages } from '@kt/contract/new-user-messages';

vi.mock('../../../lib/reload-page.ts', () => ({ reloadPage: vi.fn() }));

function renderSignIn() {
  return renderPage(<SignInForm />, { path: '/signin', otherPaths: ['/sell', '/dealer/home'] });
}

async function signIn(email = 'asha@example.com', password = 'secret-password') {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  });
}

describe('SignInForm', () => {
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
    // After a sign-in the account's language is read (issue 29): English, as the page.
    stubEndpoint(routes.accountLanguage, { language: 'en' });
  });

  it.each([
    ['Account Does Not Exist.', messages.signIn.accountDoesNotExist],
    ['Your account is not verified yet. Plz verify it first.', messages.signIn.notVerified],
    ['Incorrect password', messages.signIn.invalidCredentials],
  ])('answers a 200 { msg: %s } with the spec message in a dialog, stores nothing and calls nothing else', async (msg, shown) => {
    browserStorage.setAuth(null);
    const signIns = stubEndpoint(routes.signIn, { msg });
    const regenerations = stubEndpoint(routes.regenerateVerification, { msg: 'Verification email sent' });
    const { router } = renderSignIn();
    await signIn();
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(dialog.textContent).toContain(shown);
    // The server has already re-sent the verification link of an unverified account: no resend call here.
    expect(signIns.calls).toHaveLength(1);
    expect(regenerations.calls).toHaveLength(0);
    expect(browserStorage.getAuth()).toBeNull();
    expect(router.state.location.pathname).toBe('/signin');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it.each([
    ['customer', newUserMessages.customerAccountOnDealerTab],
    ['dealer', newUserMessages.dealerAccountOnCustomerTab],
  ] as const)("says the e-mail is a %s account when 'Account Does Not Exist.' comes with registered_as (issue 28)", async (side, shown) => {
    browserStorage.setAuth(null);
    stubEndpoint(routes.signIn, { msg: messages.signIn.accountDoesNotExistMsg, registered_as: side });
    renderSignIn();
    await signIn();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(shown);
    expect(dialog.textContent).not.toContain(messages.signIn.accountDoesNotExist);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("answers an error status with 'Login Error!!' even when it carries a sign-in msg, as the spec's client does", async () => {
    stubEndpoint(routes.signIn, refuse(404, { msg: messages.signIn.accountDoesNotExistMsg }));
    renderSignIn();
    await signIn();
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.signIn.loginError);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows the message of a rate limit without reloading', async () => {
    stubEndpoint(routes.signIn, refuse(429, { code: 'RATE_LIMITED', message: tooManyRequestsMessage(840), requestId: 'r' }));
    renderSignIn();
    await signIn();
    expect((await screen.findByRole('dialog')).textContent).toContain(tooManyRequestsMessage(840));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("answers any other failure with 'Login Error!!' and reloads the page when it is closed", async () => {
    stubEndpoint(routes.signIn, refuse(500, { code: 'INTERNAL', message: 'Internal error', requestId: 'r' }));
    renderSignIn();
    await signIn();
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.signIn.loginError);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('signs a customer in as the chosen kind, stores the record and goes to /sell', async () => {
    const record = makeAuthRecord('Personal');
    const signIns = stubEndpoint(routes.signIn, record);
    const { router } = renderSignIn();
    await signIn(' Asha@Example.com ');
    await screen.findByRole('heading', { name: '/sell' });
    expect(router.state.location.pathname).toBe('/sell');
    expect(signIns.calls.map((call) => call.params)).toEqual([{ utype: 'customer' }]);
    expect(signIns.calls[0]?.json).toEqual({ email: 'asha@example.com', password: 'secret-password' });
    expect(browserStorage.getAuth()).toEqual(record);
  });

  it('clears the guest marker when the visitor signs in', async () => {
    stubEndpoint(routes.signIn, makeAuthRecord('Organization'));
    browserStorage.setGuest(true);
    renderSignIn();
    await signIn();
    await screen.findByRole('heading', { name: '/sell' });
    expect(browserStorage.isGuest()).toBe(false);
    expect(localStorage.getItem('kt.guest')).toBeNull();
  });

  it("loads the landing page in the account's language when it is not the page's (issue 29)", async () => {
    stubEndpoint(routes.signIn, makeAuthRecord('Personal'));
    stubEndpoint(routes.accountLanguage, { language: 'hi' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderSignIn();
    await signIn();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/sell'));
    expect(document.cookie).toContain('kt_lang=hi');
    document.cookie = 'kt_lang=; Max-Age=0; Path=/';
  });

  it('signs a dealer in through the Dealer tab and goes to /dealer/home', async () => {
    const signIns = stubEndpoint(routes.signIn, makeAuthRecord('Recycler'));
    renderSignIn();
    fireEvent.click(screen.getByRole('tab', { name: 'Dealer' }));
    expect(screen.getByRole('tab', { name: 'Dealer' }).getAttribute('aria-selected')).toBe('true');
    await signIn();
    await screen.findByRole('heading', { name: '/dealer/home' });
    expect(signIns.calls.map((call) => call.params)).toEqual([{ utype: 'dealer' }]);
  });

  it('shows and hides the password', () => {
    renderSignIn();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('keeps the button disabled while the request is in flight', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    stubEndpoint(routes.signIn, async () => {
      await held;
      return { msg: 'Incorrect password' };
    });
    renderSignIn();
    await signIn();
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer());
    await screen.findByRole('dialog');
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false);
  });

  describe('an unverified account', () => {
    function stubUnverified(regeneration: Reply<typeof routes.regenerateVerification>) {
      stubEndpoint(routes.signIn, { msg: messages.signIn.notVerifiedMsg });
      return stubEndpoint(routes.regenerateVerification, regeneration);
    }

    async function signInAndResend() {
      renderSignIn();
      fireEvent.click(screen.getByRole('tab', { name: 'Dealer' }));
      await signIn('ravi@example.com');
      expect((await screen.findByRole('dialog', { name: 'Sign In' })).textContent).toContain(messages.signIn.notVerified);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: messages.accounts.resendLink }));
      });
    }

    it('can ask for the verification link again, and says it was sent', async () => {
      const regenerations = stubUnverified({ msg: 'Verification email sent' });
      await signInAndResend();
      expect(await screen.findByText(messages.signUp.verificationSent)).toBeTruthy();
      expect(regenerations.calls.map((call) => [call.params, call.json])).toEqual([[{ utype: 'dealer' }, { email: 'ravi@example.com' }]]);
    });

    it.each(failedAnswers)("says 'Error in sending regeneration link' when the resend fails (%s)", async (_label, failed) => {
      stubUnverified(failureOf(failed));
      await signInAndResend();
      const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
      expect(dialog.querySelector('.dialog__text')?.textContent).toBe(messages.signUp.regenerationFailed);
      expect(reloadPage).not.toHaveBeenCalled();
    });
  });
});
