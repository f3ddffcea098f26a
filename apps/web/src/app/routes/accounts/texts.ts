import { limits } from '@kt/contract/limits';
import { defineTexts } from '@kt/contract/i18n/catalogue';

/** The account pages' titles and leads (spec 2.4, 2.6, 2.7). */
export const accountPageTexts = defineTexts('web/app/routes/accounts/texts', 'accountPageTexts', {
  editProfile: 'Edit Profile',
  profile: 'Profile',
  forgotPassword: 'Forgot Password',
  forgotPasswordLead: 'We will e-mail you a link to set a new password.',
  passwordChanged: 'Password Changed',
  signIn: 'Sign In',
  signInLead: 'Welcome back. Sign in as a customer or as a dealer.',
  resetPassword: 'Reset Password',
  resetPasswordLead: `Choose a new password of at least ${limits.passwordMin} characters.`,
  whoAmI: 'Who am I',
  whoAmILead: 'Choose the kind of account you want.',
  customer: 'Customer',
  customerChoice: 'I want to sell my scrap: a house, shop, restaurant, office or an organization.',
  dealer: 'Dealer',
  dealerChoice: 'I buy scrap: a kabadiwala, collector or recycler.',
  haveAccount: 'Already have an account?',
  customerSignUp: 'Customer Sign Up',
  customerSignUpLead: 'What kind of place do you sell scrap from?',
  dealerSignUp: 'Dealer Sign Up',
  organizationSignUp: 'Organization Account Sign Up',
  personalSignUp: 'Personal Account Sign Up',
  myAddresses: 'My addresses',
  emailVerification: 'Email Verification',
} as const);
