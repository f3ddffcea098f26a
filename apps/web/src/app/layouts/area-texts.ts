import { defineTexts } from '@kt/contract/i18n/catalogue';

/** Words of every page's frame: the public top bar, the language switch, the footer, the session's end. */
export const shellTexts = defineTexts('web/app/layouts/area-texts', 'shellTexts', {
  skipToContent: 'Skip to content',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** The accessible name of the top bar's menu. */
  mainNav: 'Main',
  signIn: 'SIGN IN',
  /** The public pages of the top navigation (spec 2.1). */
  siteLinks: {
    about: 'ABOUT',
    joinUs: 'JOIN US',
    sell: 'SELL',
    faq: 'FAQ',
    contact: 'CONTACT',
  },
  /** The accessible name of the language switch (EN / हिंदी). */
  language: 'Language',
  footer: {
    about: 'Sell scrap by weight to trusted local dealers who pick it up at your door.',
    quickLinks: 'Quick links',
    vision: 'Our Vision',
    mission: 'Our Mission',
    team: 'Our Team',
    whatWeDo: 'What We Do',
    sellYourScrap: 'Sell Your Scrap',
    joinOurTeam: 'Join Our Team',
    terms: 'Terms & Conditions',
    privacy: 'Privacy Policy',
    rights: (year: number, legalName: string) => `© ${year} All rights reserved by ${legalName}`,
  },
  /** The dialog of a session that ended while a page was open. */
  sessionEnded: {
    title: 'Signed out',
    confirm: 'Sign In',
  },
} as const);
