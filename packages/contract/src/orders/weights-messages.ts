import { defineTexts } from '../i18n/catalogue.ts';
/** Issue 28: weights the customer agrees to, and UPI with a reference at completion; ours. */
export const weightsMessages = defineTexts('contract/orders/weights-messages', 'weightsMessages', {
  noProposal: 'Enter the weights first: the customer sees them before giving the code.',
  staleProposal: 'The weights changed since the customer saw them: ask the customer for the new code.',
  onlyAcceptedWeighs: 'Weights can be entered only while the order is Accepted.',
  codeAfterWeighing: 'The pickup code appears once the dealer has weighed your items.',
  utrInvalid: 'Enter the 12-digit UTR shown in the UPI app after paying',
  vpaInvalid: 'Enter a UPI ID like name@bank',
  scalePhotoWrongType: 'Choose a JPEG, PNG or WebP photo of the scale.',
  scalePhotoTooLarge: 'The photo of the scale must be at most 2 MB.',
  scalePhotoNotFound: 'No such photo.',
} as const);
