import { defineTexts } from '@kt/contract/i18n/catalogue';

/** The customer area's page titles and words (spec 2.6). */
export const customerPageTexts = defineTexts('web/app/routes/customer/texts', 'customerPageTexts', {
  address: 'Address',
  signIn: 'Sign In',
  /** Before the name: 'Addresses of Asha'. */
  addressesOf: 'Addresses of',
  addresses: 'Addresses',
  autoScrap: 'Auto Scrap',
  autoScrapLead: 'Let your scrap be picked up on a schedule, without booking each time.',
  autoScrapText:
    'With auto scrap you choose how often a dealer near you should come (for example every week or every month), and a pickup is booked for you each time, at your saved address.',
  autoScrapButton: 'Set up auto scrap',
  yourPickups: 'Your Pickups',
  walletHistory: 'Wallet History',
  wallet: 'Wallet',
} as const);
