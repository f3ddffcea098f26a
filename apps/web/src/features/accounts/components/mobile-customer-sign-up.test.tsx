import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PincodeLookupResponse } from '@kt/contract/catalog/pincode-lookup';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint, type Reply } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeAuthRecord } from '../../../test-support.ts';
import { CustomerSignUp } from './customer-sign-up.tsx';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

const postOffices: PincodeLookupResponse = [
  {
    Status: 'Success',
    Message: '',
    PostOffice: [{ Name: 'Agra Fort', Block: 'Agra', District: 'Agra', State: 'Uttar Pradesh', Country: 'India', Pincode: '282001', Latitude: null, Longitude: null }],
  },
];

function renderSignUp(
  codeRequest: Reply<typeof routes.otpRequest> = { msg: phoneMessages.codeSent },
  registration: Reply<typeof routes.mobileCustomerRegistration> = makeAuthRecord('Personal'),
) {
  browserStorage.setSignupInProgress({ flow: 'customer', accountType: 'Personal', role: 'Shop' });
  stubEndpoint(routes.pincodeLookup, postOffices);
  const codes = stubEndpoint(routes.otpRequest, codeRequest);
  const registrations = stubEndpoint(routes.mobileCustomerRegistration, registration);
  const rendered = renderPage(<CustomerSignUp accountType="Personal" />, {
    path: '/signin/signup/customer/personal',
    otherPaths: ['/signin', '/sell', '/signin/signup/customer'],
  });
  return { codes, registrations, ...rendered };
}

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

async function fillDetails() {
  fireEvent.click(screen.getByRole('button', { name: 'Sign up with mobile number instead' }));
  expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  expect(screen.queryByLabelText('E-mail')).toBeNull();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '98765 43210' } });
  await click('Next');
}

async function fillAddressAndSendCode() {
  const pincode = await screen.findByLabelText(/^Pincode/);
  fireEvent.change(pincode, { target: { value: '282001' } });
  await act(async () => {
    fireEvent.keyDown(pincode, { key: 'Tab' });
  });
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: '12 Fort Road' } });
  await click('Send code');
}

describe('CustomerSignUp by mobile number', () => {
  it('signs a new customer up with name, number, address and code, keeps the record and goes to /sell', async () => {
    const record = makeAuthRecord('Personal');
    const { codes, registrations, router } = renderSignUp();
    await fillDetails();
    expect(browserStorage.getSignupInProgress()).toMatchObject({ username: 'Asha', mobileNumber: '9876543210' });
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    await fillAddressAndSendCode();

    expect(codes.calls.map((call) => call.json)).toEqual([{ mobile_number: '9876543210', purpose: 'signup', utype: 'customer' }]);
    expect(await screen.findByText('Step 3 of 3')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(phoneMessages.codeSent);
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '654321' } });
    await click('Sign Up');

    await screen.findByRole('heading', { name: '/sell' });
    expect(router.state.location.pathname).toBe('/sell');
    expect(registrations.calls.map((call) => call.json)).toEqual([
      {
        mobile_number: '9876543210',
        code: '654321',
        username: 'Asha',
        account_type: 'Personal',
        role: 'Shop',
        areaPincode: '282001',
        state: 'Uttar Pradesh',
        city: 'Agra',
        address: '12 Fort Road',
      },
    ]);
    expect(browserStorage.getAuth()).toEqual(record);
    expect(browserStorage.getSignupInProgress()).toBeNull();
  });

  it('tells a number that already has an account so in the dialog, and closing it goes to /signin', async () => {
    const { registrations, router } = renderSignUp(
      refuse(409, { code: 'CONFLICT', message: phoneMessages.accountExists, requestId: 'r', fields: { mobile_number: [phoneMessages.accountExists] } }),
    );
    await fillDetails();
    await fillAddressAndSendCode();
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    expect(dialog.querySelector('.dialog__text')?.textContent).toBe(phoneMessages.accountExists);
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await screen.findByRole('heading', { name: '/signin' });
    expect(router.state.location.pathname).toBe('/signin');
    expect(registrations.calls).toHaveLength(0);
  });

  it("shows the server's refusal of an expired code at the code field and stays on the step", async () => {
    const { router } = renderSignUp(undefined, refuse(400, { code: 'VALIDATION', message: phoneMessages.codeExpired, requestId: 'r', fields: { code: [phoneMessages.codeExpired] } }));
    await fillDetails();
    await fillAddressAndSendCode();
    fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: '654321' } });
    await click('Sign Up');
    expect(await screen.findByText(phoneMessages.codeExpired)).toBeTruthy();
    expect(screen.getByLabelText('6-digit code').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/signin/signup/customer/personal');
    expect(browserStorage.getAuth()).toBeNull();
  });

  it('goes back from the code to the address, keeping it, and back to the e-mail sign-up', async () => {
    renderSignUp();
    await fillDetails();
    await fillAddressAndSendCode();
    await screen.findByText('Step 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('12 Fort Road');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up with e-mail instead' }));
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
  });

  it('asks for a name and a mobile number of India before going on', async () => {
    const { codes } = renderSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up with mobile number instead' }));
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '12345' } });
    await click('Next');
    expect(screen.getByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText(phoneMessages.invalidNumber)).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(codes.calls).toHaveLength(0);
  });
});
