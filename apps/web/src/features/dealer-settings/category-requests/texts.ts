import { limits } from '@kt/contract/limits';
import { defineTexts } from '@kt/contract/i18n/catalogue';

/**
 * Labels of the category request page that the spec does not word (its own texts come from the
 * contract's messages), kept together so they can move to the Hindi catalogue.
 */
export const categoryRequestTexts = defineTexts('web/features/dealer-settings/category-requests/texts', 'categoryRequestTexts', {
  lead: 'Buy scrap that is not in our categories? Ask us to add it. An admin reviews each request.',
  formHeading: 'Request a new category',
  nameLabel: 'Category name',
  descriptionLabel: 'Description',
  imageLabel: 'Picture of the category',
  imageRule: `JPEG, PNG or WebP, at most ${limits.categoryImageMaxBytes / 1024} KB`,
  submit: 'Send request',
  listHeading: 'Your requests',
  loadingList: 'Loading your requests',
  empty: 'You have not requested a category yet.',
  showMore: 'Show more requests',
  loadingMore: 'Loading more requests…',
  requestedOn: (date: string) => `Requested on ${date}`,
  reason: 'Reason',
  /** A request's status as the server names it. */
  statuses: { Pending: 'Pending', Approved: 'Approved', Rejected: 'Rejected' },
} as const);
