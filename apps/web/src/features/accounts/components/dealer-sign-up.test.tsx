import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { renderPage, sentJson, stubFetch } from '../../../test-render.tsx';
import { answerOrFail, failedAnswers, type TestAnswer } from '../../../test-support.ts';
import { chooseDealerTypeMessage, DealerSignUp } from './dealer-sign-up.tsx';
import { expectResendToFail, resendLink, typeAccountDetails } from './sign-up-test-steps.ts';

const ravi = { name: 'Ravi', email: 'ravi@example.com', mobile: '9123456780', password: 'long-enough' };

describe('DealerSignUp', () => {
  it('goes through type, review and details, then registers the dealer', async () => {
    const fetchMock = stubFetch((url) =>
      url.startsWith('/v3/api/database-checker/')
        ? { status: 404, body: { msg: 'User does not exist' } }
        : { status: 201, body: { msg: 'Verification email sent' } },
    );
    renderPage(<DealerSignUp />, { path: '/signin/signup/dealer', otherPaths: ['/signin'] });

    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe(chooseDealerTypeMessage);
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
    const registration = fetchMock.mock.calls.find(([url]) => url === '/v3/api/registration/dealer/');
    expect(sentJson(registration?.[1])).toEqual({
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
    const regeneratePath = '/v3/api/regenerate-verification-email/dealer/';

    function stubApi(checker: TestAnswer, registration: TestAnswer, regeneration: TestAnswer | null) {
      return stubFetch((url) => {
        if (url.startsWith('/v3/api/database-checker/')) return checker;
        if (url === regeneratePath) return answerOrFail(regeneration);
        return registration;
      });
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
      const fetchMock = stubApi(
        { status: 404, body: { msg: 'User does not exist' } },
        { status: 409, body: { msg: messages.signUp.unverifiedExistsMsg } },
        { body: { msg: 'Verification email sent' } },
      );
      await fillAllSteps();
      await screen.findByText(messages.signUp.unverifiedExists);
      await resendLink();
      expect(await screen.findByText(messages.signUp.verificationSent)).toBeTruthy();
      const resend = fetchMock.mock.calls.find(([url]) => url === regeneratePath);
      expect(sentJson(resend?.[1])).toEqual({ email: 'ravi@example.com' });
    });

    it.each(failedAnswers)(
      "says 'Error in sending regeneration link' when the resend for an existing unverified account fails (%s)",
      async (_label, answer) => {
        stubApi({ status: 404, body: { msg: 'User does not exist' } }, { status: 409, body: { msg: messages.signUp.unverifiedExistsMsg } }, answer);
        await fillAllSteps();
        await screen.findByText(messages.signUp.unverifiedExists);
        await expectResendToFail();
      },
    );

    it.each(failedAnswers)(
      "says 'Error in sending regeneration link' when the resend after the checker's unverified answer fails (%s)",
      async (_label, answer) => {
        stubApi({ status: 403, body: { msg: messages.signUp.checkerVerifyFirstMsg } }, { status: 201, body: { msg: 'x' } }, answer);
        await fillAllSteps();
        await screen.findByText(messages.signUp.checkerVerifyFirst);
        await expectResendToFail();
      },
    );
  });
});
