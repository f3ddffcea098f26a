import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PincodeLookupResponse } from '@kt/contract/catalog/pincode-lookup';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { answer, failureOf, refuse, stubEndpoint, type Reply } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { failedAnswers } from '../../../test-support.ts';
import { CustomerSignUp } from './customer-sign-up.tsx';
import { expectResendToFail, resendLink, typeAccountDetails } from './sign-up-test-steps.ts';

const postOffices: PincodeLookupResponse = [
  {
    Status: 'Success',
    Message: '',
    PostOffice: [{ Name: 'Agra Fort', Block: 'Agra', District: 'Agra', State: 'Uttar Pradesh', Country: 'India', Pincode: '282001', Latitude: null, Longitude: null }],
  },
];

const notFound = answer({ msg: 'User does not exist' }, { status: 404 });
const unverifiedExists = answer({ msg: messages.signUp.unverifiedExistsMsg }, { status: 409 });

function renderSignUp(
  checker: Reply<typeof routes.databaseChecker>,
  registration: Reply<typeof routes.customerRegistration> = { msg: 'Verification email sent' },
  regeneration: Reply<typeof routes.regenerateVerification> = { msg: 'Verification email sent' },
) {
  browserStorage.setSignupInProgress({ flow: 'customer', accountType: 'Personal', role: 'Shop' });
  stubEndpoint(routes.databaseChecker, checker);
  stubEndpoint(routes.pincodeLookup, postOffices);
  const registrations = stubEndpoint(routes.customerRegistration, registration);
  const regenerations = stubEndpoint(routes.regenerateVerification, regeneration);
  const rendered = renderPage(<CustomerSignUp accountType="Personal" />, {
    path: '/signin/signup/customer/personal',
    otherPaths: ['/signin', '/signin/signup/customer'],
  });
  return { registrations, regenerations, ...rendered };
}

async function fillDetails() {
  typeAccountDetails({ name: 'Asha', email: 'asha@example.com', mobile: '9876543210', password: 'long-enough' });
  const agreement = screen.getByRole('checkbox') as HTMLInputElement;
  if (!agreement.checked) fireEvent.click(agreement);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  });
}

async function fillAddress() {
  const pincode = await screen.findByLabelText(/^Pincode/);
  fireEvent.change(pincode, { target: { value: '282001' } });
  await act(async () => {
    fireEvent.keyDown(pincode, { key: 'Tab' });
  });
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: '12 Fort Road' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  });
}

describe('CustomerSignUp', () => {
  it('sends someone without a chosen customer type back to choose one', async () => {
    renderPage(<CustomerSignUp accountType="Organization" />, {
      path: '/signin/signup/customer/organization',
      otherPaths: ['/signin/signup/customer'],
    });
    expect(await screen.findByRole('heading', { name: '/signin/signup/customer' })).toBeTruthy();
  });

  it('keeps what was typed in the sign-up record, but never the passwords', async () => {
    renderSignUp(notFound);
    await fillDetails();
    expect(browserStorage.getSignupInProgress()).toEqual({
      flow: 'customer',
      accountType: 'Personal',
      role: 'Shop',
      username: 'Asha',
      email: 'asha@example.com',
      mobileNumber: '9876543210',
    });
    expect(JSON.stringify(localStorage)).not.toContain('long-enough');
  });

  it('stops with the verify message when the checker finds an unverified account', async () => {
    renderSignUp(answer({ msg: 'Please firstly verify your email. Mail sent to your email!!' }, { status: 403 }));
    await fillDetails();
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.signUp.checkerVerifyFirst);
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
  });

  it('sends a verified account to /signin', async () => {
    const { router } = renderSignUp({ msg: 'User exists' });
    await fillDetails();
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.signUp.verifiedExists);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await screen.findByRole('heading', { name: '/signin' });
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('registers a new account from the address step, clears the record and goes to /signin', async () => {
    const { registrations, router } = renderSignUp(notFound);
    await fillDetails();
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    // Back keeps what was typed.
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha');
    await fillDetails();
    await fillAddress();
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.signUp.verificationSent);
    expect(registrations.calls).toHaveLength(1);
    expect(registrations.calls[0]?.json).toEqual({
      username: 'Asha',
      email: 'asha@example.com',
      password: 'long-enough',
      mobile_number: '9876543210',
      role: 'Shop',
      account_category: 'customer',
      account_type: 'Personal',
      ProfilePic: '',
      areaPincode: '282001',
      state: 'Uttar Pradesh',
      city: 'Agra',
      address: '12 Fort Road',
    });
    expect(browserStorage.getSignupInProgress()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await screen.findByRole('heading', { name: '/signin' });
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('shows the first message of each invalid field, one per line', async () => {
    renderSignUp(
      notFound,
      refuse(400, {
        code: 'VALIDATION',
        message: 'Invalid request',
        requestId: 'r',
        fields: { email: ['Email taken', 'second'], mobile_number: ['Enter valid 10 digit phone number'] },
      }),
    );
    await fillDetails();
    await fillAddress();
    const text = (await screen.findByRole('dialog')).querySelector('.dialog__text')?.textContent;
    expect(text).toBe('Email taken\nEnter valid 10 digit phone number');
  });

  it('tells an existing unverified account that its link was sent again', async () => {
    renderSignUp(notFound, answer({ msg: 'your unverified account already exists!' }, { status: 409 }));
    await fillDetails();
    await fillAddress();
    expect((await screen.findByRole('dialog')).textContent).toContain(messages.signUp.unverifiedExists);
  });

  it('sends the link again from the dialog of an existing unverified account', async () => {
    const { regenerations } = renderSignUp(notFound, unverifiedExists);
    await fillDetails();
    await fillAddress();
    await screen.findByText(messages.signUp.unverifiedExists);
    await resendLink();
    expect(await screen.findByText(messages.signUp.verificationSent)).toBeTruthy();
    expect(regenerations.calls.map((call) => [call.params, call.json])).toEqual([[{ utype: 'customer' }, { email: 'asha@example.com' }]]);
  });

  it.each(failedAnswers)(
    "says 'Error in sending regeneration link' when the resend for an existing unverified account fails (%s)",
    async (_label, failed) => {
      renderSignUp(notFound, unverifiedExists, failureOf(failed));
      await fillDetails();
      await fillAddress();
      await screen.findByText(messages.signUp.unverifiedExists);
      await expectResendToFail();
    },
  );

  it.each(failedAnswers)(
    "says 'Error in sending regeneration link' when the resend after the checker's unverified answer fails (%s)",
    async (_label, failed) => {
      const { regenerations } = renderSignUp(answer({ msg: messages.signUp.checkerVerifyFirstMsg }, { status: 403 }), undefined, failureOf(failed));
      await fillDetails();
      await screen.findByText(messages.signUp.checkerVerifyFirst);
      await expectResendToFail();
      expect(regenerations.calls.map((call) => call.params)).toEqual([{ utype: 'customer' }]);
      expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    },
  );
});
