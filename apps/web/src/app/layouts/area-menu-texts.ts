import { defineTexts } from '@kt/contract/i18n/catalogue';

/** Words of the signed-in areas' frame (their bar, menu and drawer); one place, so a second language is one more object. */
export const areaTexts = defineTexts('web/app/layouts/area-menu-texts', 'areaTexts', {
  welcome: 'Welcome',
  logout: 'Logout',
  /** The public pages in the bar of a wide screen. */
  siteNav: 'Main',
  closeMenu: 'Close menu',
  signedOutTitle: 'Signed out',
  signedOutLead: 'You are not signed in any more.',
  signIn: 'Sign In',
  /** The customer area's side menu (spec 2.6). */
  customerMenu: {
    label: 'Account menu',
    profile: 'Profile',
    pickup: 'Pickup',
    wallet: 'Wallet',
    qrCode: 'QR Code',
    autoScrap: 'Auto Scrap',
  },
} as const);
