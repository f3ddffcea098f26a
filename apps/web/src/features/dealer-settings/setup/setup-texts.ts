/** Words of the dealer home's checklist; the spec leaves them open. One place, so a second language is one more object. */
export const setupTexts = {
  title: 'Before customers can find you',
  lead: 'Finish these steps so customers near you can find and book you.',
  items: {
    documents: 'Upload your documents',
    documentsAgain: 'Upload your documents again',
    areas: 'Add at least one area pincode',
    prices: 'Set at least one price',
  },
  states: {
    done: 'Done',
    awaitingReview: 'Awaiting review',
    rejected: 'Rejected',
    todo: 'To do',
  },
} as const;
