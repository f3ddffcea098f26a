import { limits } from '@kt/contract/limits';

/** Words of the account forms (spec 2.4, 5; labels and buttons as the spec's pages have them). */
export const accountTexts = {
  name: 'Name',
  email: 'E-mail',
  mobileNumber: 'Mobile number',
  password: 'Password',
  passwordHint: `At least ${limits.passwordMin} characters`,
  confirmPassword: 'Confirm password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  /** The sign-up agreement: 'I agree to the Privacy Policy and the Terms & Conditions', each a link. */
  agreement: { before: 'I agree to the', privacy: 'Privacy Policy', between: 'and the', terms: 'Terms & Conditions' },
  customerType: 'Customer type',
  customerTypePlaceholder: 'Choose your customer type',
  personalAccount: 'Personal Account',
  organizationAccount: 'Organization Account',
  dealerTypeLegend: 'What kind of dealer are you?',
  pincode: 'Pincode',
  state: 'State',
  city: 'City',
  address: 'Address',
  signIn: 'Sign In',
  forgotPassword: 'Forgot Password',
  newHere: 'New here?',
  createAccount: 'Create an account',
  next: 'Next',
  sendEmail: 'Send email',
  submit: 'Submit',
  save: 'Save',
} as const;
