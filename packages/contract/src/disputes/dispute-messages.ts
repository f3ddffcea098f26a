import { disputeRules } from './dispute-rules.ts';
import { defineTexts } from '../i18n/catalogue.ts';

/** Issue 28: the API's texts of disputes and of ratings' verification and replies. */
export const disputeMessages = defineTexts('contract/disputes/dispute-messages', 'disputeMessages', {
  opened: 'Your report is sent. The dealer can answer it and an admin will decide.',
  orderNotFound: 'No such order.',
  notCompleted: 'Only a completed pickup can be reported.',
  windowClosed: `A pickup can be reported within ${disputeRules.windowHours} hours of its completion.`,
  alreadyOpened: 'This pickup has already been reported.',
  reasonInvalid: 'Choose what went wrong.',
  noteInvalid: `Describe what went wrong in at most ${disputeRules.noteMaxLength} characters.`,
  photoInvalid: 'The photo must be a JPEG, PNG or WebP picture.',
  photoTooLarge: `The photo must be at most ${disputeRules.photoMaxBytes / (1024 * 1024)} MB.`,
  notFound: 'No such report.',
  answered: 'Your answer is sent.',
  answerInvalid: `Write an answer of at most ${disputeRules.answerMaxLength} characters.`,
  alreadyAnswered: 'This report has already been answered.',
  alreadyClosed: 'This report is already closed.',
  closed: 'The report is closed and both parties are told.',
  closeInvalid: 'Choose the outcome, give a reason, and for an upheld report the adjustment in paise.',
  adjustmentTooLarge: `The adjustment may be at most Rs ${disputeRules.adjustmentMaxPaise / 100}.`,
  replied: 'Your reply is published.',
  replyInvalid: `Write a reply of at most ${disputeRules.replyMaxLength} characters.`,
  alreadyReplied: 'You have already replied to this rating.',
  ratingNotFound: 'No such rating.',
} as const);
