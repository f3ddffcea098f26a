/*
 * Steps the sign-up tests (customer and dealer) take alike, as a person does them: typing the
 * account's details, and resending the verification link from the dialog.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { messages } from '@kt/contract/messages';

export type TypedDetails = { name: string; email: string; mobile: string; password: string };

/** Types the details step's fields, the password twice. */
export function typeAccountDetails(details: TypedDetails) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: details.name } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: details.email } });
  fireEvent.change(screen.getByLabelText(/^Mobile number/), { target: { value: details.mobile } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: details.password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: details.password } });
}

/** Presses the dialog's 'Resend link'. */
export async function resendLink() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: messages.accounts.resendLink }));
  });
}

/** The text the sign-up dialog shows. */
export const signUpDialogText = () => screen.getByRole('dialog', { name: 'Sign Up' }).querySelector('.dialog__text')?.textContent;

/** Resends the link from the dialog and expects 'Error in sending regeneration link', alone, in its place. */
export async function expectResendToFail() {
  await resendLink();
  await screen.findByText(messages.signUp.regenerationFailed);
  expect(signUpDialogText()).toBe(messages.signUp.regenerationFailed);
}
