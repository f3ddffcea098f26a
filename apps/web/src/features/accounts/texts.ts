import { limits } from '@kt/contract/limits';
import { defineTexts } from '@kt/contract/i18n/catalogue';
import { formatNumber } from '../../lib/format.ts';

/** Words of the account forms (spec 2.4, 5; labels and buttons as the spec's pages have them). */
export const accountTexts = defineTexts('web/features/accounts/texts', 'accountTexts', {
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
  /** Issue 28: the UPI ID a completion by UPI pays to. */
  upiVpa: 'UPI ID (optional)',
  upiVpaHint: 'Like name@okaxis. The dealer pays you by UPI to this ID; leave it empty to be paid to your mobile number.',
  upiVpaShown: 'UPI ID',
  upiVpaNone: 'Not saved',
  /** Issue 27: sign-in and sign-up by mobile number and a one-time code (ours). */
  mobile: {
    number: 'Mobile number',
    numberHint: '10 digits, starting with 6, 7, 8 or 9',
    code: '6-digit code',
    sendCode: 'Send code',
    sendingCode: 'Sending code…',
    resendCode: 'Resend code',
    /** 'Resend code in 25 s'. */
    resendIn: (seconds: number) => `Resend code in ${seconds} s`,
    /** 'Sent to +91 98765 43210'. */
    sentTo: (shownNumber: string) => `Sent to ${shownNumber}`,
    changeNumber: 'Change number',
    byWhatsApp: 'Send the code on WhatsApp (if you turned on WhatsApp messages in your profile)',
    or: 'or',
    signInWithMobile: 'Sign in with mobile number',
    signInWithEmail: 'Use e-mail and password',
    noEmail: 'No e-mail address?',
    signUpWithMobile: 'Sign up with mobile number instead',
    hasEmail: 'Have an e-mail address?',
    signUpWithEmail: 'Sign up with e-mail instead',
    nameRequired: 'Please enter your name',
    detailsStep: 'Your details',
    addressStep: 'Address',
    verifyStep: 'Verify number',
    /** 'Personal account · Shop': what was chosen on the steps before. */
    chosenKind: (accountType: string, role: string) => `${accountType} account · ${role}`,
    haveAccount: 'Already have an account?',
    back: 'Back',
    signUp: 'Sign Up',
  },
  /** Issue 29: the words the account forms had typed inline. */
  signUp: 'Sign Up',
  resetPassword: 'Reset Password',
  back: 'Back',
  haveAccount: 'Already have an account?',
  /** The link under an e-mail verification's result. */
  signInLink: 'Signin',
  verifying: 'Loading..',
  accountKind: 'Account kind',
  customer: 'Customer',
  dealer: 'Dealer',
  customerSteps: { details: 'Your details', address: 'Address' },
  forgotSteps: { email: 'Your e-mail', checkMail: 'Check your mail' },
  dealerSteps: { type: 'Dealer type', need: 'What you need', details: 'Your details' },
  /** Who buys from whom (spec section 1), one line each. */
  dealerTypes: {
    Kabadi: { title: 'Kabadiwala', text: 'Buys scrap from houses and shops.' },
    Collector: { title: 'Collector', text: 'Buys scrap from institutions.' },
    Recycler: { title: 'Recycler', text: 'Buys scrap from kabadiwalas and collectors.' },
  },
  documents: {
    aadhaar: 'Aadhaar card',
    photo: 'Your photo',
    gst: 'GST certificate',
    pan: 'Company PAN',
    incorporation: 'Certificate of incorporation',
    logo: 'Company logo',
  },
  signingUpAs: (title: string) => `You are signing up as a ${title}`,
  afterSignUp: 'After you sign up, in Settings you will',
  uploadDocuments: (documents: string, pdfKb: number, pictureKb: number) =>
    `Upload your documents: ${documents} (PDF up to ${pdfKb} KB, pictures up to ${pictureKb} KB).`,
  addPincodes: (count: number) => `Add the pincodes of the areas you serve (${count} straight away, more after an admin approves them).`,
  setPrices: 'Set your price in Rs per kg for each kind of scrap you buy.',
  /** The profile page (spec 2.6, 2.7). */
  profile: {
    loading: 'Loading your profile',
    pictureOf: (username: string) => `Profile picture of ${username}`,
    noPicture: 'No profile picture yet',
    uploading: 'Uploading…',
    changePicture: 'Change picture',
    accountType: 'Account type',
    ktId: 'KT ID',
    edit: 'Edit profile',
    logout: 'Logout',
  },
} as const);

/** Words of a dealer's quantity range per pickup (ours; the spec's dealer list has min_qty and qty). */
export const dealerQtyTexts = defineTexts('web/features/accounts/texts', 'dealerQtyTexts', {
  minLabel: 'Minimum quantity (kg)',
  maxLabel: 'Maximum quantity (kg)',
  hint: 'Up to two decimals.',
  rangeLabel: 'Quantity per pickup',
  range: (min: string, max: string) => `${formatNumber(min)} kg to ${formatNumber(max)} kg`,
} as const);
