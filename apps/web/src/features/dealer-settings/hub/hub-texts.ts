import { defineTexts } from '@kt/contract/i18n/catalogue';

/** Words of the settings hub (/dealer/settings) the spec leaves open, and the spec's own titles of its links and pages. */
export const hubTexts = defineTexts('web/features/dealer-settings/hub/hub-texts', 'hubTexts', {
  /** The page's title (spec 2.7). */
  pageTitle: 'Complete Your Profile',
  notReady: 'Finish the first three steps so customers near you can find and book you.',
  ready: 'Your business is set up: customers near you can find and book you.',
  todo: 'To do',
  done: 'Done',
  awaitingReview: 'Awaiting review',
  rejected: 'Rejected: upload again',
  areasDone: (n: number) => `Done: ${n} ${n === 1 ? 'area' : 'areas'}`,
  pricesDone: (n: number) => `Done: ${n} ${n === 1 ? 'price' : 'prices'}`,
  /** The spec's link titles (2.7), also the titles of their pages. */
  titles: {
    documents: 'Documents Upload',
    areas: 'Add Area Pincode',
    prices: 'Add Your Price',
    category: 'Request to Add Category',
    employee: 'Add Employee',
  },
  descriptions: {
    documents: 'Your identity and business papers, for our review.',
    areas: 'The pincodes where you pick up scrap.',
    prices: 'What you pay in Rs per kg for each kind of scrap.',
    category: 'Ask us to add a kind of scrap that is missing.',
    employee: 'Let your staff sign in and handle your pickups.',
    initiatives: 'Photos and words about your work, shown on your marketplace page.',
  },
  /** Ours, after the spec's five. */
  initiativesTitle: 'Marketplace Initiatives',
} as const);
