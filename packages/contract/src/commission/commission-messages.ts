import { defineTexts } from '../i18n/catalogue.ts';
// Issue 28: the API's words for the dealer's commission paid by UPI (ours; the spec has no such
// flow). Kept apart from messages.ts, which every public page loads first: only the dealer's
// statement, the console and the server read them.

export const commissionMessages = defineTexts('contract/commission/commission-messages', 'commissionMessages', {
  utrRequired: 'Please fill the 12-digit UTR of your UPI payment.',
  utrInvalid: 'Please fill the UTR as the 12 digits your UPI app shows after paying: digits only, no spaces or letters.',
  statementInvalid: 'A statement number is KTS followed by 14 digits, e.g. KTS00000042202611.',
  statementNotYours: 'This statement is not yours: you can pay only your own commission.',
  nothingDue: 'Nothing is due on this statement.',
  paymentWaiting: 'Your payment for this statement is waiting to be checked. You can submit another UTR only if it is rejected.',
  utrUsed: 'This UTR has already been submitted. Please check the number in your UPI app.',
  submitted: 'Thank you. Your UTR is submitted: we will check the payment and tell you.',
  paymentNotFound: 'No such commission payment.',
  paymentDecided: 'This payment has already been verified or rejected.',
  paymentVerified: 'Payment marked verified. The dealer is told.',
  paymentRejected: 'Payment rejected. The dealer is told.',
  paymentStatusInvalid: 'Choose Submitted, Verified or Rejected.',
  settingsVpaInvalid: 'Please enter the UPI ID like name@bank, or leave it empty.',
  settingsPayeeNameTooLong: 'The UPI payee name is longer than a UPI app shows: please shorten it.',
} as const);
