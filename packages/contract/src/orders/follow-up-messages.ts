import { rescheduleReasonMaxLength } from './pickup-watch.ts';
import { defineTexts } from '../i18n/catalogue.ts';

/** Issue 28: the API's texts for pickups that do not silently fail (unanswered, no-show, reschedule). */
export const followUpMessages = defineTexts('contract/orders/follow-up-messages', 'followUpMessages', {
  rebooked: 'Your pickup is booked with the other dealer. The first request is cancelled.',
  notRebookable: 'Only a pickup the dealer has not answered in time can be booked with another dealer.',
  dealerNotBookable: 'This dealer does not take pickups in the pincode of this order.',
  sameDealer: 'Choose another dealer than the one who did not answer.',
  noItemsBought: 'This dealer buys none of the items of this pickup.',
  rescheduleDateGone: 'The pickup date has passed; the new request is for the next day.',
  noShowReported: 'We have told the dealer that nobody came.',
  noShowNotYet: 'A missed pickup can be reported once its slot is over.',
  noShowNotAccepted: 'Only an accepted pickup can be reported as missed.',
  noShowAlready: 'This pickup is already reported as missed.',
  rescheduleProposed: 'Your new date is sent. The pickup moves once the other side accepts it.',
  rescheduleNotAllowed: 'This pickup cannot be moved now.',
  rescheduleAccepted: 'The pickup is moved to the new date.',
  rescheduleDeclined: 'The new date is declined; the pickup keeps its date.',
  rescheduleNoProposal: 'There is no new date to answer for this pickup.',
  rescheduleOwnProposal: 'The other side answers your proposal.',
  rescheduleReasonRequired: `Say why the pickup must move (up to ${rescheduleReasonMaxLength} characters).`,
  rescheduleSameSlot: 'Choose another date or slot than the present one.',
} as const);
