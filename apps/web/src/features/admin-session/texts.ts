/** The admin console's frame: its sign-in page and menu (issue 15; ours, English until the Hindi catalogue). */
export const adminSessionTexts = {
  signInTitle: 'Admin Sign In',
  signInLead: 'The console of the people who run the site. Customers and dealers sign in on the main sign-in page.',
  email: 'E-mail',
  password: 'Password',
  submit: 'Sign In',
  notAnAdmin: 'This account is not an admin account.',
  menuLabel: 'Admin menu',
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
  },
} as const;
