import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint, type Reply } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeAuthRecord } from '../../../test-support.ts';
import { DealerSignUp } from './dealer-sign-up.tsx';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

function renderSignUp(
  codeRequest: Reply<typeof routes.otpRequest> = { msg: phoneMessages.codeSent },
  registration: Reply<typeof routes.mobileDealerRegistration> = makeAuthRecord('Kabadi'),
) {
  const codes = stubEndpoint(routes.otpRequest, codeRequest);
  const registrations = stubEndpoint(routes.mobileDealerRegistration, registration);
  const rendered = renderPage(<DealerSignUp />, { path: '/signin/signup/dealer', otherPaths: ['/signin', '/dealer/home'] });
  return { codes, registrations, ...rendered };
}

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

/** Kabadiwala, the review, then the mobile way and 'Send code'. */
async function sendCode() {
  fireEvent.click(screen.getByRole('radio', { name: /Kabadiwala/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Step 3 of 3')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Sign up with mobile number instead' }));
  expect(screen.getByText('Step 3 of 4')).toBeTruthy();
  expect(screen.queryByLabelText('E-mail')).toBeNull();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ravi' } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '+919123456780' } });
  await click('Send code');
}

describe('DealerSignUp by mobile number', () => {
  it('signs a new dealer up with name, number and code, keeps the record and goes to /dealer/home', async () => {
    const record = makeAuthRecord('Kabadi');
    const { codes, registrations, router } = renderSignUp();
    await sendCode();

    expect(codes.calls.map((call) => call.json)).toEqual([{ mobile_number: '9123456780', purpose: 'signup', utype: 'dealer' }]);
    expect(await screen.findByText('Step 4 of 4')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(phoneMessages.codeSent);
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '246810' } });
    await click('Sign Up');

    await screen.findByRole('heading', { name: '/dealer/home' });
    expect(router.state.location.pathname).toBe('/dealer/home');
    expect(registrations.calls.map((call) => call.json)).toEqual([
      { mobile_number: '9123456780', code: '246810', username: 'Ravi', account_type: 'Kabadi', role: 'Kabadi' },
    ]);
    expect(browserStorage.getAuth()).toEqual(record);
    expect(browserStorage.getSignupInProgress()).toBeNull();
  });

  it('shows a number that belongs to another account at the number field and sends no code step', async () => {
    const { registrations } = renderSignUp(
      refuse(409, { code: 'CONFLICT', message: phoneMessages.numberTaken, requestId: 'r', fields: { mobile_number: [phoneMessages.numberTaken] } }),
    );
    await sendCode();
    expect(await screen.findByText(phoneMessages.numberTaken)).toBeTruthy();
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Step 3 of 4')).toBeTruthy();
    expect(registrations.calls).toHaveLength(0);
  });

  it("shows the server's refusal of a wrong code and keeps nothing", async () => {
    renderSignUp(undefined, refuse(400, { code: 'VALIDATION', message: phoneMessages.codeWrong, requestId: 'r', fields: { code: [phoneMessages.codeWrong] } }));
    await sendCode();
    fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: '000000' } });
    await click('Sign Up');
    expect(await screen.findByText(phoneMessages.codeWrong)).toBeTruthy();
    expect(browserStorage.getAuth()).toBeNull();
  });

  it('goes back from the code to the details, and to the e-mail sign-up of three steps', async () => {
    renderSignUp();
    await sendCode();
    await screen.findByText('Step 4 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ravi');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('9123456780');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up with e-mail instead' }));
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
  });
});
