import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { answer, failureOf, stubEndpoint, type Reply } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { failedAnswers } from '../../../test-support.ts';
import { chooseDealerTypeMessage, DealerSignUp } from './dealer-sign-up.tsx';
import { expectResendToFail, resendLink, typeAccountDetails } from './sign-up-test-steps.ts';

const ravi = { name: 'Ravi', email: 'ravi@example.com', mobile: '9123456780', password: 'long-enough' };

describe('DealerSignUp', () => {
  it('goes through type, review and details, then registers the dealer', async () => {
    stubEndpoint(routes.databaseChecker, answer({ msg: 'User does not exist' }, { status: 404 }));
    const registrations = stubEndpoint(routes.dealerRegistration, { msg: 'Verification email sent' });
    renderPage(<DealerSignUp />, { path: '/signin/signup/dealer', otherPaths: ['/signin'] });

    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe(chooseDealerTypeMessage());
    fireEvent.click(screen.getByRole('radio', { name: /Collector/ }));
    expect(browserStorage.getSignupInProgress()).toMatchObject({ flow: 'dealer', accountType: 'Collector' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Collector/ })).toBeTruthy();
    expect(screen.getByText(/GST certificate/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]?.getAttribute('href')).toBe('/signin');
    typeAccountDetails(ravi);
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });

    expect((await screen.findByRole('dialog')).textContent).toContain(messages.signUp.verificationSent);
    expect(registrations.calls).toHaveLength(1);
    expect(registrations.calls[0]?.json).toEqual({
      username: 'Ravi',
      email: 'ravi@example.com',
      password: 'long-enough',
      mobile_number: '9123456780',
      role: 'Collector',
      account_category: 'customer',
      account_type: 'Collector',
      ProfilePic: '',
    });
    expect(browserStorage.getSignupInProgress()).toBeNull();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  describe('resending the verification link', () => {
    const notFound = answer({ msg: 'User does not exist' }, { status: 404 });
    const unverifiedExists = answer({ msg: messages.signUp.unverifiedExistsMsg }, { status: 409 });

    function stubApi(
      checker: Reply<typeof routes.databaseChecker>,
      registration: Reply<typeof routes.dealerRegistration>,
      regeneration: Reply<typeof routes.regenerateVerification>,
    ) {
      stubEndpoint(routes.databaseChecker, checker);
      stubEndpoint(routes.dealerRegistration, registration);
      return stubEndpoint(routes.regenerateVerification, regeneration);
    }

    async function fillAllSteps() {
      renderPage(<DealerSignUp />, { path: '/signin/signup/dealer', otherPaths: ['/signin'] });
      fireEvent.click(screen.getByRole('radio', { name: /Kabadi/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      typeAccountDetails(ravi);
      fireEvent.click(screen.getByRole('checkbox'));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      });
    }

    it("sends the dealer's link again from the dialog of an existing unverified account", async () => {
      const regenerations = stubApi(notFound, unverifiedExists, { msg: 'Verification email sent' });
      await fillAllSteps();
      await screen.findByText(messages.signUp.unverifiedExists);
      await resendLink();
      expect(await screen.findByText(messages.signUp.verificationSent)).toBeTruthy();
      expect(regenerations.calls.map((call) => [call.params, call.json])).toEqual([[{ utype: 'dealer' }, { email: 'ravi@example.com' }]]);
    });

    it.each(failedAnswers)(
      "says 'Error in sending regeneration link' when the resend for an existing unverified account fails (%s)",
      async (_label, failed) => {
        stubApi(notFound, unverifiedExists, failureOf(failed));
        await fillAllSteps();
        await screen.findByText(messages.signUp.unverifiedExists);
        await expectResendToFail();
      },
    );

    it.each(failedAnswers)(
      "says 'Error in sending regeneration link' when the resend after the checker's unverified answer fails (%s)",
      async (_label, failed) => {
        stubApi(answer({ msg: messages.signUp.checkerVerifyFirstMsg }, { status: 403 }), { msg: 'x' }, failureOf(failed));
        await fillAllSteps();
        await screen.findByText(messages.signUp.checkerVerifyFirst);
        await expectResendToFail();
      },
    );
  });
});
