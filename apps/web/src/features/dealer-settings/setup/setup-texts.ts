import { defineTexts } from '@kt/contract/i18n/catalogue';
/** Words of the dealer home's checklist; the spec leaves them open. One place, so a second language is one more object. */
export const setupTexts = defineTexts('web/features/dealer-settings/setup/setup-texts', 'setupTexts', {
  title: 'Before customers can find you',
  lead: 'Finish these steps so customers near you can find and book you.',
  /** Issue 28: until the dealer is bookable, the home says so plainly. */
  notVisible: 'You are not yet visible to customers: they cannot find or book you until every step below is done.',
  /** {reason} is the admin's reason for rejecting the documents. */
  rejectedReason: (reason: string) => `The admin's reason: ${reason}`,
  /** {date} is the day the admin verified the documents. */
  verifiedOn: (date: string) => `Verified ${date}`,
  items: {
    documents: 'Upload your documents',
    /** Issue 28: documents sent, an admin has not checked them yet. */
    documentsSent: 'Documents sent',
    documentsVerified: 'Documents checked by the admin',
    documentsAgain: 'Upload your documents again',
    areas: 'Add at least one area pincode',
    prices: 'Set at least one price',
  },
  states: {
    done: 'Done',
    awaitingReview: "Waiting for the admin's check",
    rejected: 'Rejected',
    todo: 'To do',
  },
} as const);
