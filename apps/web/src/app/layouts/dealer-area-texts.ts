import { defineTexts } from '@kt/contract/i18n/catalogue';

/**
 * Words of the dealer area's menu and of its pages' titles (spec 2.7), the spec's own words; one
 * place, so a second language is one more object (dealer-area-texts.hi.ts).
 */
export const dealerAreaTexts = defineTexts('web/app/layouts/dealer-area-texts', 'dealerAreaTexts', {
  /** The accessible name of the dealer menu and of its button. */
  menuLabel: 'Dealer menu',
  menu: {
    dashboard: 'Dashboard',
    pickups: 'Pickups',
    requests: 'Requests',
    wallet: 'Wallet',
    settings: 'Settings',
    profile: 'Profile',
  },
  titles: {
    dashboard: 'Dashboard',
    pickups: 'Pickups',
    wallet: 'Wallet',
    walletHistory: 'Wallet History',
  },
} as const);
