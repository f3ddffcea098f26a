import { consoleMessages } from '@kt/contract/admin/console-messages';
import { defineTexts } from '@kt/contract/i18n/catalogue';

/** The admin console's frame: its sign-in page and menu (issue 15; ours, English until the Hindi catalogue). */
export const adminSessionTexts = defineTexts('web/features/admin-session/texts', 'adminSessionTexts', {
  signInTitle: 'Admin Sign In',
  signInLead: 'The console of the people who run the site. Customers and dealers sign in on the main sign-in page.',
  email: 'E-mail',
  password: 'Password',
  submit: 'Sign In',
  notAnAdmin: 'This account is not an admin account.',
  menuLabel: 'Admin menu',
  /** The console's own bar (issue 28): its name and Sign out, not the public navigation. */
  consoleName: 'Admin console',
  signOut: 'Sign out',
  /** The page the first admin sees instead of the console until the generated password is replaced. */
  passwordChange: {
    title: 'Choose a new password',
    lead: 'This account was made with a password printed once at the first start. Choose your own before you use the admin console.',
    current: 'Current password',
    currentHint: 'The password you signed in with.',
    next: 'New password',
    nextHint: (min: number) => `At least ${min} characters, not a common password.`,
    confirm: 'Confirm new password',
    /** The contract's rule's message (the form's schema says it). */
    mismatch: consoleMessages.newPasswordsDiffer,
    submit: 'Save new password',
    saving: 'Saving…',
  },
  menu: {
    home: 'Home',
    pincodeRequests: 'Pincode requests',
    categoryRequests: 'Category requests',
    documents: 'Dealer documents',
    users: 'Users',
    catalogue: 'Catalogue',
    content: 'Site content',
    settings: 'Site settings',
    submissions: 'Submissions',
    audit: 'Audit log',
    messages: 'Failed messages',
    phoneMessages: 'SMS and WhatsApp',
    commission: 'Commission payments',
    disputes: 'Disputes',
  },
} as const);
