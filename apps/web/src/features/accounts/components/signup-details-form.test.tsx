import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@kt/contract/messages';
import {
  agreementRequiredMessage,
  emptySignupDetails,
  SignupDetailsForm,
  type SignupDetailsValues,
  type ValidSignupDetails,
} from './signup-details-form.tsx';

const good: SignupDetailsValues = {
  username: 'Asha Verma',
  email: 'Asha@Example.com',
  mobileNumber: '9876543210',
  password: 'long-enough',
  confirmPassword: 'long-enough',
  hasAgreed: true,
};

function renderForm(onValid: (details: ValidSignupDetails) => void) {
  function Harness() {
    const [values, setValues] = useState(emptySignupDetails);
    return <SignupDetailsForm values={values} onChange={setValues} onValid={onValid} isSubmitting={false} />;
  }
  const router = createMemoryRouter([{ path: '/', element: <Harness /> }]);
  render(<RouterProvider router={router} />);
}

function fill(values: Partial<SignupDetailsValues>) {
  const all = { ...good, ...values };
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: all.username } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: all.email } });
  fireEvent.change(screen.getByLabelText(/^Mobile number/), { target: { value: all.mobileNumber } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: all.password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: all.confirmPassword } });
  const agreement = screen.getByRole('checkbox') as HTMLInputElement;
  if (agreement.checked !== all.hasAgreed) fireEvent.click(agreement);
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

describe('SignupDetailsForm (spec 5, sign-up details)', () => {
  it.each<[string, Partial<SignupDetailsValues>]>([
    ['an empty name', { username: '  ' }],
    ['a malformed e-mail', { email: 'asha@' }],
    ['a 9-digit mobile number', { mobileNumber: '987654321' }],
    ['a mobile number with letters', { mobileNumber: '98765abcde' }],
  ])('refuses %s with the details message', (_case, values) => {
    const onValid = vi.fn();
    renderForm(onValid);
    fill(values);
    expect(screen.getByRole('alert').textContent).toBe(messages.signUp.detailsInvalid);
    expect(onValid).not.toHaveBeenCalled();
  });

  it.each<[string, Partial<SignupDetailsValues>]>([
    ['a 7-character password', { password: 'short12', confirmPassword: 'short12' }],
    ['a confirmation that differs', { confirmPassword: 'long-enougH' }],
  ])('refuses %s with the passwords message', (_case, values) => {
    const onValid = vi.fn();
    renderForm(onValid);
    fill(values);
    expect(screen.getByRole('alert').textContent).toBe(messages.signUp.passwordsInvalid);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('requires the privacy and terms agreement, whose links open in a new tab', () => {
    const onValid = vi.fn();
    renderForm(onValid);
    fill({ hasAgreed: false });
    expect(screen.getByRole('alert').textContent).toBe(agreementRequiredMessage());
    expect(onValid).not.toHaveBeenCalled();
    for (const [name, href] of [
      ['Privacy Policy', '/privacypolicy'],
      ['Terms & Conditions', '/termsconditions'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });

  it('passes on valid details, normalised by the contract schemas', () => {
    const onValid = vi.fn();
    renderForm(onValid);
    fill({ email: ' Asha@Example.com ' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onValid).toHaveBeenCalledWith({
      username: 'Asha Verma',
      email: 'asha@example.com',
      mobile_number: '9876543210',
      password: 'long-enough',
    });
  });
});
