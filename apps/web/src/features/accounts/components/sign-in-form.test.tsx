import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@kt/contract/messages';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { reloadPage } from '../../../lib/reload-page.ts';
import { answerOrFail, failedAnswers, makeAuthRecord, type TestAnswer } from '../../../test-support.ts';
import { renderPage, sentJson, stubFetch } from '../../../test-render.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { tooManyRequestsMessage } from '@kt/contract/wait-text';

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
  beforeEach(() => vi.mocked(reloadPage).mockClear());

  it.each([
    ['Account Does Not Exist.', messages.signIn.accountDoesNotExist],
    ['Your account is not verified yet. Plz verify it first.', messages.signIn.notVerified],
    ['Incorrect password', messages.signIn.invalidCredentials],
  ])('answers a 200 { msg: %s } with the spec message in a dialog, stores nothing and calls nothing else', async (msg, shown) => {
    browserStorage.setAuth(null);
    const fetchMock = stubFetch(() => ({ status: 200, body: { msg } }));
    const { router } = renderSignIn();
    await signIn();
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(dialog.textContent).toContain(shown);
    // The server has already re-sent the verification link of an unverified account: no resend call here.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(browserStorage.getAuth()).toBeNull();
    expect(router.state.location.pathname).toBe('/signin');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("answers an error status with 'Login Error!!' even when it carries a sign-in msg, as the spec's client does", async () => {
    stubFetch(() => ({ status: 404, body: { msg: messages.signIn.accountDoesNotExistMsg } }));
    renderSignIn();
    await signIn();
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.signIn.loginError);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows the message of a rate limit without reloading', async () => {
    stubFetch(() => ({ status: 429, body: { code: 'RATE_LIMITED', message: tooManyRequestsMessage(840), requestId: 'r' } }));
    renderSignIn();
    await signIn();
    expect((await screen.findByRole('dialog')).textContent).toContain(tooManyRequestsMessage(840));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("answers any other failure with 'Login Error!!' and reloads the page when it is closed", async () => {
    stubFetch(() => ({ status: 500, body: { code: 'INTERNAL', message: 'Internal error', requestId: 'r' } }));
    renderSignIn();
    await signIn();
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.signIn.loginError);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('signs a customer in as the chosen kind, stores the record and goes to /sell', async () => {
    const record = makeAuthRecord('Personal');
    const fetchMock = stubFetch(() => ({ body: record }));
    const { router } = renderSignIn();
    await signIn(' Asha@Example.com ');
    await screen.findByRole('heading', { name: '/sell' });
    expect(router.state.location.pathname).toBe('/sell');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v3/api/sign_in/customer/');
    expect(sentJson(fetchMock.mock.calls[0]?.[1])).toEqual({ email: 'asha@example.com', password: 'secret-password' });
    expect(browserStorage.getAuth()).toEqual(record);
  });

  it('clears the guest marker when the visitor signs in', async () => {
    stubFetch(() => ({ body: makeAuthRecord('Organization') }));
    browserStorage.setGuest(true);
    renderSignIn();
    await signIn();
    await screen.findByRole('heading', { name: '/sell' });
    expect(browserStorage.isGuest()).toBe(false);
    expect(localStorage.getItem('kt.guest')).toBeNull();
  });

  it('signs a dealer in through the Dealer tab and goes to /dealer/home', async () => {
    const fetchMock = stubFetch(() => ({ body: makeAuthRecord('Recycler') }));
    renderSignIn();
    fireEvent.click(screen.getByRole('tab', { name: 'Dealer' }));
    expect(screen.getByRole('tab', { name: 'Dealer' }).getAttribute('aria-selected')).toBe('true');
    await signIn();
    await screen.findByRole('heading', { name: '/dealer/home' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v3/api/sign_in/dealer/');
  });

  it('shows and hides the password', () => {
    stubFetch(() => ({ body: {} }));
    renderSignIn();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('keeps the button disabled while the request is in flight', async () => {
    let answer = (_value: { status: number; body: unknown }) => {};
    stubFetch(() => new Promise((resolve) => (answer = resolve)));
    renderSignIn();
    await signIn();
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer({ status: 200, body: { msg: 'Incorrect password' } }));
    await screen.findByRole('dialog');
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false);
  });

  describe('an unverified account', () => {
    const regeneratePath = '/v3/api/regenerate-verification-email/dealer/';

    function stubUnverified(regeneration: TestAnswer | null) {
      return stubFetch((url) =>
        url === regeneratePath
          ? answerOrFail(regeneration)
          : { status: 200, body: { msg: messages.signIn.notVerifiedMsg } },
      );
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
      const fetchMock = stubUnverified({ body: { msg: 'Verification email sent' } });
      await signInAndResend();
      expect(await screen.findByText(messages.signUp.verificationSent)).toBeTruthy();
      const resend = fetchMock.mock.calls.find(([url]) => url === regeneratePath);
      expect(resend?.[1]?.method).toBe('POST');
      expect(sentJson(resend?.[1])).toEqual({ email: 'ravi@example.com' });
    });

    it.each(failedAnswers)("says 'Error in sending regeneration link' when the resend fails (%s)", async (_label, answer) => {
      stubUnverified(answer);
      await signInAndResend();
      const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
      expect(dialog.querySelector('.dialog__text')?.textContent).toBe(messages.signUp.regenerationFailed);
      expect(reloadPage).not.toHaveBeenCalled();
    });
  });
});
