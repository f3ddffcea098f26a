import { defineTexts } from '@kt/contract/i18n/catalogue';

/** Words of the error screen, which every page may show (so in the first load, apart from the pages' own words). */
export const routeErrorTexts = defineTexts('web/app/routes/route-error-texts', 'routeErrorTexts', {
  title: 'Sorry',
  notShown: (status: number) => `This page could not be shown (${status}).`,
  notLoaded: 'This page could not be loaded. Please check your connection and try again.',
  failed: 'Something went wrong while showing this page.',
  tryAgain: 'Try again',
  home: 'Go to the home page',
} as const);
