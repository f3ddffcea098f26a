import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

const sent = { msg: phoneMessages.codeSent };

function renderSignIn() {
  return renderPage(<SignInForm />, { path: '/signin', otherPaths: ['/sell', '/dealer/home'] });
}

/** An answer the test lets go of when it has looked at the page meanwhile. */
function holdAnswer() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release: () => release() };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function click(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(button(name));
  });
}

/** Chooses the mobile way in, types the number and asks for the code. */
async function sendCode(typed = '9876543210') {
  fireEvent.click(button('Sign in with mobile number'));
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: typed } });
  await click('Send code');
}

async function typeCodeAndSignIn(code = '123456') {
  fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: code } });
  await click('Sign In');
}

describe('SignInForm by mobile number', () => {
  // After a sign-in the account's language is read (issue 29): English, as the page.
  beforeEach(() => stubEndpoint(routes.accountLanguage, { language: 'en' }));
  afterEach(() => vi.useRealTimers());

  it("shows the spec's e-mail form first and the mobile number as a second way in below it", async () => {
    renderSignIn();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByLabelText('Mobile number')).toBeNull();

    fireEvent.click(button('Sign in with mobile number'));
    const number = screen.getByLabelText('Mobile number');
    expect([number.getAttribute('type'), number.getAttribute('inputmode'), number.getAttribute('autocomplete')]).toEqual(['tel', 'numeric', 'tel']);
    // The number is what comes next: it takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(screen.queryByLabelText('E-mail')).toBeNull();

    fireEvent.click(button('Use e-mail and password'));
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
  });

  it('sends a sign-in code for the chosen side, says so, and lets a new code be asked for only after 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const codes = stubEndpoint(routes.otpRequest, sent);
    renderSignIn();
    fireEvent.click(screen.getByRole('tab', { name: 'Dealer' }));
    await sendCode(' +91 98765 43210 ');

    expect(codes.calls.map((call) => call.json)).toEqual([{ mobile_number: '9876543210', purpose: 'signin', utype: 'dealer' }]);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(phoneMessages.codeSent);
    expect(status.textContent).toContain('Sent to +91 98765 43210');
    const code = screen.getByLabelText('6-digit code');
    expect([code.getAttribute('inputmode'), code.getAttribute('autocomplete'), code.getAttribute('maxlength')]).toEqual(['numeric', 'one-time-code', '6']);
    await waitFor(() => expect(document.activeElement).toBe(code));

    expect(button('Resend code in 30 s').disabled).toBe(true);
    act(() => vi.advanceTimersByTime(29_000));
    expect(button('Resend code in 1 s').disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(button('Resend code').disabled).toBe(false);

    await click('Resend code');
    expect(codes.calls).toHaveLength(2);
    expect(codes.calls[1]?.json).toEqual({ mobile_number: '9876543210', purpose: 'signin', utype: 'dealer' });
    expect((await screen.findByRole('button', { name: 'Resend code in 30 s' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for the code on WhatsApp when ticked, shows where the server says it went, and resends it the same way', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const codes = stubEndpoint(routes.otpRequest, { msg: phoneMessages.codeSentWhatsApp });
    renderSignIn();
    fireEvent.click(button('Sign in with mobile number'));
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByLabelText(/Send the code on WhatsApp/));
    await click('Send code');

    expect(codes.calls.map((call) => call.json)).toEqual([{ mobile_number: '9876543210', purpose: 'signin', utype: 'customer', channel: 'whatsapp' }]);
    expect((await screen.findByRole('status')).textContent).toContain(phoneMessages.codeSentWhatsApp);
    act(() => vi.advanceTimersByTime(30_000));
    await click('Resend code');
    expect(codes.calls[1]?.json).toEqual({ mobile_number: '9876543210', purpose: 'signin', utype: 'customer', channel: 'whatsapp' });
  });

  it('signs a customer in with the code, keeps the record as an e-mail sign-in does and goes to /sell', async () => {
    stubEndpoint(routes.otpRequest, sent);
    const record = makeAuthRecord('Personal');
    const signIns = stubEndpoint(routes.mobileSignIn, record);
    browserStorage.setGuest(true);
    const { router } = renderSignIn();
    await sendCode();
    await typeCodeAndSignIn(' 123456 ');

    await screen.findByRole('heading', { name: '/sell' });
    expect(router.state.location.pathname).toBe('/sell');
    expect(signIns.calls.map((call) => [call.params, call.json])).toEqual([[{ utype: 'customer' }, { mobile_number: '9876543210', code: '123456' }]]);
    expect(browserStorage.getAuth()).toEqual(record);
    expect(browserStorage.isGuest()).toBe(false);
  });

  it('signs a dealer in through the Dealer tab and goes to /dealer/home', async () => {
    stubEndpoint(routes.otpRequest, sent);
    const signIns = stubEndpoint(routes.mobileSignIn, makeAuthRecord('Kabadi'));
    renderSignIn();
    fireEvent.click(screen.getByRole('tab', { name: 'Dealer' }));
    await sendCode();
    await typeCodeAndSignIn();
    await screen.findByRole('heading', { name: '/dealer/home' });
    expect(signIns.calls.map((call) => call.params)).toEqual([{ utype: 'dealer' }]);
  });

  it("shows the server's refusal of a wrong code at the code field and keeps nothing", async () => {
    stubEndpoint(routes.otpRequest, sent);
    stubEndpoint(
      routes.mobileSignIn,
      refuse(400, { code: 'VALIDATION', message: phoneMessages.codeWrong, requestId: 'r', fields: { code: [phoneMessages.codeWrong] } }),
    );
    browserStorage.setAuth(null);
    const { router } = renderSignIn();
    await sendCode();
    await typeCodeAndSignIn('111111');

    expect((await screen.findByText(phoneMessages.codeWrong)).closest('.field')).toBeTruthy();
    expect(screen.getByLabelText('6-digit code').getAttribute('aria-invalid')).toBe('true');
    expect(browserStorage.getAuth()).toBeNull();
    expect(router.state.location.pathname).toBe('/signin');
    expect(button('Sign In').disabled).toBe(false);
  });

  it("shows a refusal without a field (the number's account is of the other kind) in the form's alert", async () => {
    stubEndpoint(routes.otpRequest, sent);
    stubEndpoint(routes.mobileSignIn, refuse(409, { code: 'CONFLICT', message: phoneMessages.wrongSide, requestId: 'r' }));
    renderSignIn();
    await sendCode();
    await typeCodeAndSignIn();
    expect((await screen.findByRole('alert')).textContent).toBe(phoneMessages.wrongSide);
  });

  it('shows the refusal of the code request at the number (no account uses it)', async () => {
    stubEndpoint(
      routes.otpRequest,
      refuse(404, { code: 'NOT_FOUND', message: phoneMessages.noAccount, requestId: 'r', fields: { mobile_number: [phoneMessages.noAccount] } }),
    );
    renderSignIn();
    await sendCode();
    expect(await screen.findByText(phoneMessages.noAccount)).toBeTruthy();
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
  });

  it('shows the hourly limit of codes to a number in the alert', async () => {
    stubEndpoint(routes.otpRequest, refuse(429, { code: 'RATE_LIMITED', message: phoneMessages.numberHourlyLimit, requestId: 'r' }));
    renderSignIn();
    await sendCode();
    expect((await screen.findByRole('alert')).textContent).toBe(phoneMessages.numberHourlyLimit);
  });

  it('refuses a number that is not an Indian mobile without asking the server', async () => {
    const codes = stubEndpoint(routes.otpRequest, sent);
    renderSignIn();
    await sendCode('5876543210');
    expect(screen.getByText(phoneMessages.invalidNumber)).toBeTruthy();
    expect(codes.calls).toHaveLength(0);
  });

  it('refuses a code that is not 6 digits without asking the server', async () => {
    stubEndpoint(routes.otpRequest, sent);
    const signIns = stubEndpoint(routes.mobileSignIn, makeAuthRecord('Personal'));
    renderSignIn();
    await sendCode();
    await typeCodeAndSignIn('12345');
    expect(screen.getByText(phoneMessages.invalidCode)).toBeTruthy();
    expect(signIns.calls).toHaveLength(0);
  });

  it('keeps Send code and Sign In disabled while their request is in flight', async () => {
    const codeRequest = holdAnswer();
    const signIn = holdAnswer();
    stubEndpoint(routes.otpRequest, async () => {
      await codeRequest.held;
      return sent;
    });
    stubEndpoint(routes.mobileSignIn, async () => {
      await signIn.held;
      return refuse(400, { code: 'VALIDATION', message: phoneMessages.codeWrong, requestId: 'r' });
    });
    renderSignIn();
    await sendCode();
    expect(button('Sending code…').disabled).toBe(true);
    await act(async () => codeRequest.release());
    await typeCodeAndSignIn();
    expect(button('Sign In').disabled).toBe(true);
    await act(async () => signIn.release());
    expect(await screen.findByText(phoneMessages.codeWrong)).toBeTruthy();
    expect(button('Sign In').disabled).toBe(false);
  });

  it('goes back to the number with Change number, keeping it', async () => {
    stubEndpoint(routes.otpRequest, sent);
    renderSignIn();
    await sendCode('98765 43210');
    await screen.findByLabelText('6-digit code');
    fireEvent.click(button('Change number'));
    const number = screen.getByLabelText('Mobile number') as HTMLInputElement;
    expect(number.value).toBe('9876543210');
    // The number is what comes next: it takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(number));
  });

  it('asks for a new code when the other side is chosen after a code was sent (a code is bound to its side)', async () => {
    const codes = stubEndpoint(routes.otpRequest, sent);
    renderSignIn();
    await sendCode();
    await screen.findByLabelText('6-digit code');
    const dealerTab = screen.getByRole('tab', { name: 'Dealer' });
    fireEvent.click(dealerTab);
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('9876543210');
    await click('Send code');
    expect(codes.calls.map((call) => call.json?.utype)).toEqual(['customer', 'dealer']);
  });
});
