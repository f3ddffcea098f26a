import { defineTexts } from '@kt/contract/i18n/catalogue';
import type { AreaPageTitle } from './area-page-titles.ts';

/**
 * The pages' titles (the route table's `title` names one by its key): the tab title, and the
 * title the server writes into a page's HTML. Read when a page is drawn, never kept, so each
 * visitor reads them in their language (issue 29).
 */
export const pageTitles = defineTexts('web/app/page-titles', 'pageTitles', {
  aboutUs: 'ABOUT US',
  joinUs: 'Join Us',
  sellItem: 'Sell Item',
  frequentlyAskedQuestions: 'Frequently Asked Questions',
  contactUs: 'Contact Us',
  privacyPolicy: 'Privacy Policy',
  termsConditions: 'Terms & Conditions',
  signIn: 'Sign In',
  whoAmI: 'Who am I',
  customerSignUp: 'Customer Sign Up',
  personalAccountSignUp: 'Personal Account Sign Up',
  organizationAccountSignUp: 'Organization Account Sign Up',
  dealerSignUp: 'Dealer Sign Up',
  forgotPassword: 'Forgot Password',
  emailVerification: 'Email Verification',
  resetPassword: 'Reset Password',
  passwordChanged: 'Password Changed',
  yourCart: 'Your Cart',
  receipt: 'Receipt',
  problemReport: 'Problem report',
  /** The tab titles the public pages set themselves. */
  aboutUsTab: 'About Us',
  sellYourScrap: 'Sell your scrap',
} as const);

export type PageTitle = keyof typeof pageTitles | AreaPageTitle;

/** The signed-in areas' titles, once an area's layout has loaded them (area-page-titles.ts). */
let areaTitles: Readonly<Record<AreaPageTitle, string>> | undefined;

export function provideAreaPageTitles(titles: Readonly<Record<AreaPageTitle, string>>): void {
  areaTitles = titles;
}

/** The title of a page in the language of the moment. */
export function pageTitle(key: PageTitle): string {
  return key in pageTitles ? pageTitles[key as keyof typeof pageTitles] : (areaTitles?.[key as AreaPageTitle] ?? '');
}
