import { ZEmail, ZMobileNumber, ZNewPassword, ZUsername } from '@kt/contract/accounts/fields';
import { messages } from '@kt/contract/messages';

/** What the details step of every sign-up asks for (spec 2.4). */
export type SignupDetailsValues = {
  username: string;
  email: string;
  mobileNumber: string;
  password: string;
  confirmPassword: string;
  hasAgreed: boolean;
};

export const emptySignupDetails: SignupDetailsValues = {
  username: '',
  email: '',
  mobileNumber: '',
  password: '',
  confirmPassword: '',
  hasAgreed: false,
};

/** The details as the API takes them, trimmed and normalised by the contract's field schemas. */
export type ValidSignupDetails = { username: string; email: string; mobile_number: string; password: string };

/**
 * Not a spec message: the spec only says the checkbox is required. The contract has no text
 * for it (reported), so it lives here.
 */
export const agreementRequiredMessage = messages.accounts.agreementRequired;

export type SignupDetailsResult =
  | { ok: true; value: ValidSignupDetails }
  | { ok: false; message: string; fields: (keyof SignupDetailsValues)[] };

/**
 * The rules of spec 5, in the spec's order: name, e-mail and a 10-digit mobile number
 * ('Enter 10-digit mobile number and valid username and email'), then a password of at least
 * 8 characters typed twice the same ('passwords must be same and more than 8 characters'),
 * then the agreement.
 */
export function validateSignupDetails(values: SignupDetailsValues): SignupDetailsResult {
  const username = ZUsername.safeParse(values.username);
  const email = ZEmail.safeParse(values.email);
  const mobile = ZMobileNumber.safeParse(values.mobileNumber);
  if (!username.success || !email.success || !mobile.success) {
    const fields: (keyof SignupDetailsValues)[] = [];
    if (!username.success) fields.push('username');
    if (!email.success) fields.push('email');
    if (!mobile.success) fields.push('mobileNumber');
    return { ok: false, message: messages.signUp.detailsInvalid, fields };
  }
  const password = ZNewPassword.safeParse(values.password);
  if (!password.success || values.password !== values.confirmPassword) {
    return { ok: false, message: messages.signUp.passwordsInvalid, fields: ['password', 'confirmPassword'] };
  }
  if (!values.hasAgreed) return { ok: false, message: agreementRequiredMessage, fields: ['hasAgreed'] };
  return {
    ok: true,
    value: { username: username.data, email: email.data, mobile_number: mobile.data, password: password.data },
  };
}
